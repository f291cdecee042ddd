/**
 * "Copy as" for a try: the kit's CopyAs with the try's request as it would be sent now (after a
 * send, with the new Idempotency-Key the model made), and "with my key" for one copy.
 */
import { bridgePort } from '../bridge/connection.ts';
import { CopyAs } from '../kit/CopyAs.tsx';
import { st } from '../kit/send-strings.ts';
import type { TryState } from './reference-model.ts';
import { model } from './reference-state.ts';

export function CopyAsCode({ state }: { state: TryState }) {
  // What the code shows follows the form, the choice and the last answer.
  const watch = [state.values.value, state.body.value, state.key.value, model.token.value, state.answer.value];
  return (
    <CopyAs
      id="copy"
      title={st('copyTitle')}
      request={() => state.request()}
      watch={watch}
      baseUrl={`http://127.0.0.1:${bridgePort.value}/`}
      offerSecret
      testId="copy-as"
      codeTestId="snippet"
    />
  );
}
