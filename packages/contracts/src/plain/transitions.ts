// A record's state machine (DESIGN §4), without zod: requests, services, leaves, reviews, SOPs and
// concerns each give their rules, and these read them (plain/index.ts).

/** For each action, the states it may start from and the state it leads to. */
export type Transitions<S extends string, A extends string> = Readonly<Record<A, { from: readonly S[]; to: S }>>;

/** The state `action` leads to from `current`, or null where `current` does not allow it. */
export function nextStatusBy<S extends string, A extends string>(transitions: Transitions<S, A>, current: S, action: A): S | null {
  const rule = transitions[action];
  return rule.from.includes(current) ? rule.to : null;
}
