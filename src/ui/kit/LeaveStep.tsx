/**
 * "Leave without saving?" on the page (kit/unsaved.ts asks it): shown at the top of the screen while
 * a leave waits for the person's answer; "stay" keeps every edit.
 */
import { t } from '../i18n/index.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { leaveAnyway, pendingLeave, stay } from './unsaved.ts';

export function LeaveStep() {
  if (!pendingLeave.value) return null;
  return (
    <ConfirmStep
      title={t('kit.leaveTitle')}
      confirmText={t('kit.leave')}
      keepText={t('kit.stay')}
      onConfirm={leaveAnyway}
      onKeep={stay}
      warning
      testId="leave-step"
    >
      <p>{t('kit.unsaved')}</p>
    </ConfirmStep>
  );
}
