/**
 * The open project's links to its report card and to its requests in the Inspector (issue 38): both
 * cover every world the project's pages opened, so a booking made from the page shows there.
 */
import { hrefTo } from '../routes.ts';
import { jt } from './judged-words.ts';

export function ProjectJudged({ project }: { project: string }) {
  return (
    <nav class="studio-judged" aria-label={jt('heading')} data-testid="studio-judged">
      <a href={hrefTo('report', {}, { project })}>{jt('report')}</a>{' '}
      <a href={hrefTo('inspector', {}, { project })}>{jt('inspector')}</a>
      <p class="hint">{jt('scope')}</p>
    </nav>
  );
}
