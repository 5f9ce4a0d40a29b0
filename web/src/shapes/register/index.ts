/**
 * A register's console page (the `register` shape, generic over the register's key: `venue`,
 * `enterprise`; views `rows` and `sheet`): its rows with the entry's columns and totals, and from a
 * row the modules filed about it, the row filled in.
 */
export { RegisterPage } from './RegisterPage';
export { RegisterPageOf } from './RegisterPageOf';
