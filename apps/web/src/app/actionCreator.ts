/**
 * Action creators as Redux Toolkit's createAction makes them (callable, with `type` and `match`),
 * for the slices the sign-in page loads (auth, customization): written without Redux Toolkit,
 * whose one module brings immer and RTK Query's helpers to the first page of every visit.
 */
// A type, not an interface: Redux's UnknownAction (an index signature) takes it as it is.
export type PayloadAction<P, T extends string = string> = {
  type: T;
  payload: P;
};

type PayloadArgs<P> = [P] extends [void] ? [] : undefined extends P ? [payload?: P] : [payload: P];

export interface ActionCreator<P, T extends string = string> {
  (...args: PayloadArgs<P>): PayloadAction<P, T>;
  readonly type: T;
  match(action: unknown): action is PayloadAction<P, T>;
}

export function actionCreator<P = void, T extends string = string>(type: T): ActionCreator<P, T> {
  const create = (...args: PayloadArgs<P>) => ({ type, payload: args[0] as P });
  const match = (action: unknown): action is PayloadAction<P, T> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return Object.assign(create, { type, match, toString: () => type });
}
