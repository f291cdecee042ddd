import type { HeaderPair } from './headers.ts';

/** A message's headers as a list of names and values: the Inspector's entries, its resent answers and the reference's tries. */
export function HeaderList({ headers }: { headers: readonly HeaderPair[] }) {
  return (
    <dl class="journal-headers">
      {headers.map(({ name, value }, index) => (
        <div key={`${index}-${name}`}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
