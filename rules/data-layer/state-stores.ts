/**
 * Calls that make a state store from a function (`create<State>()(persist(function (set) { … }))`,
 * zustand and its middlewares): the function builds the store's state and actions. It is no React
 * component or hook, whatever the store is named (`useCartStore`), so no hook can be called in it.
 */
export const STORE_CREATORS: ReadonlySet<string> = new Set(['create', 'createStore', 'createWithEqualityFn', 'persist', 'devtools', 'immer', 'subscribeWithSelector', 'combine', 'redux']);
