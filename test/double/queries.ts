/**
 * `CONFIG.queries` and `User#query(name, data, {timeout})`: the query runs the handler registered under `name` on the
 * queried user's client and resolves with what it returns.
 *
 * What it models, and where that comes from:
 * - The handler is called with `(queryData, {timeout})` and NOTHING about the sender: "the only way for a User-query
 *   handler to learn who queried is to include the sender's ID in query data … it's not quite trustworthy"
 *   (foundryvtt/foundryvtt#13418, open). Handler signature: https://foundryvtt.com/api/v14/variables/CONFIG.queries.html
 *   ("System and modules must prefix the names of the queries they register"). So a payload naming the GM's id is all
 *   a handler can see, whoever sent it.
 * - The data travels over the socket as JSON (a copy arrives). The handler runs as the queried user's client.
 * - GUESS: a name with no handler rejects (core's exact error text is not public); a user who is not active rejects.
 */

type Rec = Record<string, unknown>;

interface UserLike {
  readonly id: string | null;
  readonly active: boolean;
}

export type QueryHandler = (queryData: unknown, options: { timeout?: number }) => unknown;

/**
 * Give the double's User class `query`: `actAs` switches the acting user to the queried one while its handler runs
 * (that is its client), and back to the asker when the answer arrives.
 */
export function installQueries(UserClass: { prototype: object }, config: Rec, acting: () => UserLike, actAs: (user: UserLike) => void): void {
  config["queries"] ??= {};
  Object.defineProperty(UserClass.prototype, "query", {
    configurable: true,
    writable: true,
    value: async function query(this: UserLike, name: string, queryData: unknown, options: { timeout?: number } = {}): Promise<unknown> {
      if (!this.active) throw new Error(`User ${this.id} is not active`);
      const handler = (config["queries"] as Record<string, QueryHandler | undefined>)[name];
      if (typeof handler !== "function" || !Object.hasOwn(config["queries"] as Rec, name)) throw new Error(`no query handler "${name}"`);
      const asker = acting();
      const wire = queryData === undefined ? undefined : (JSON.parse(JSON.stringify(queryData)) as unknown);
      await Promise.resolve(); // it crosses the network
      actAs(this);
      try {
        const answer = await handler(wire, { timeout: options.timeout });
        return answer === undefined ? undefined : (JSON.parse(JSON.stringify(answer)) as unknown);
      } finally {
        actAs(asker);
      }
    },
  });
}
