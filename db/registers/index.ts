/**
 * Registers kept by approvals (the `register` shape, docs/forms/group-c.md "One register shape"):
 * the events of each row on its own stream of the append-only `selection_event`, the read models
 * `register_row` and `register_history` projected from them, and their rebuild from the events alone.
 */
export {
  REGISTER_EVENTS,
  registerStream,
  type RegisterChange,
  type RegisterEventBody,
  type RegisterEventType,
  type RegisterSource,
} from './register-events';
export {
  historyRows,
  nextRow,
  projectRegister,
  rebuildRegisterTables,
  rebuildRegisters,
  type RegisterEvent,
  type RegisterRowValues,
} from './register-projection';
export { activeRowOfKey, appendRegisterEvent, findRegisterRow, lockRegisterKey, registerKeyLock } from './register-writes';
