/** The content service's rows, declared with its tables in db/content-tables.ts. */
export type {
  ImageRow,
  PageFields,
  PageRow,
  PageStatus,
  RevisionAction,
  RevisionRow,
  Scope,
  TokenRow,
} from '../db/content-tables.ts';
