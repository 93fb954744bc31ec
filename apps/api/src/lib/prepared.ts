import type { Db } from '../db/client';

/**
 * A query built once per database and then only executed: for the statements every request
 * runs (the caller's user record, the customer's standing). Building SQL with drizzle costs more
 * CPU than sending it, and a prepared statement is parsed and planned once per connection.
 * Values come in through `sql.placeholder(name)`. Only for use outside transactions.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
