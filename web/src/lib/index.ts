export { getStore, setStore, removeStore, STORE_PREFIX } from './storage';
export { getCookie, setCookie, removeCookie } from './cookies';
export { isoDate, dayStart, dayEnd, dayOf } from './dates';
export { useLoader, type Loaded } from './use-loader';
export { notifyTodoChanged, onTodoChanged } from './todo-events';
export { usePageTitle } from './page-title';
