import type { Db } from './client';

/** A transaction handle; it offers the same query API as the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;
