/**
 * The flow wing: `tasks/` the task lists (claim, todo, done, send) and their commands, `models/` flow
 * models as data and their deployments, `bpmn/` reading BPMN files into models, `plans/` which
 * deployed flow a record runs, `follow/` the administrators' view of running flows, `readflow/` the
 * read-only circulation.
 */
export * from './tasks';
export * from './models';
export * from './bpmn';
export * from './plans';
export * from './follow';
export * from './readflow';
