/**
 * Word to the other open tabs that the content store changed (a page written, a connection made or
 * revoked, an import), so each shows the others' changes without a reload (issue 33). Here, beside
 * the clients, because the content screen and the transfer panel both announce it.
 */
import { tabChanges } from '../kit/tab-changes.ts';

export const contentChanges = tabChanges('sandbox-content');
