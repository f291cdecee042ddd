import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { approvals, decide } from './connection.ts';

/**
 * Asks the owner about a token change the command line requested, on whatever screen they are:
 * a modal dialog (focus moves into it, Escape refuses). Nothing is created without "Approve".
 */
export function ApprovalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const approval = approvals.value[0];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (approval && !element.open) element.showModal();
    if (!approval && element.open) element.close();
  }, [approval]);

  const scopes = approval?.op === 'createToken' ? approval.scopes.join(', ') || t('approval.readOnly') : '';
  return (
    <dialog
      ref={dialog}
      class="approval"
      aria-labelledby="approval-title"
      aria-describedby="approval-text"
      data-testid="approval"
      onCancel={(event) => {
        event.preventDefault();
        if (approval) void decide(approval, false);
      }}
    >
      {approval && (
        <>
          <h2 id="approval-title">{t('approval.title')}</h2>
          <p id="approval-text">
            {approval.op === 'createToken'
              ? t('approval.createToken', { name: approval.name, scopes })
              : t('approval.revokeToken', { name: approval.name })}
          </p>
          <p class="hint">{t('approval.hint')}</p>
          <div class="actions">
            <button type="button" onClick={() => decide(approval, true)}>
              {t('approval.approve')}
            </button>
            <button type="button" class="secondary" onClick={() => decide(approval, false)}>
              {t('approval.refuse')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
