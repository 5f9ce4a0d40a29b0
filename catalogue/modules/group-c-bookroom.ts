import type { ModuleEntry } from '../types';
import { field3apply } from './field3apply';
import { field3ques } from './field3ques';

/** 职工书屋 (docs/forms/group-c-field.md): the bookroom survey sent out and the model-site application. */
export const groupCBookroom: Readonly<Record<string, ModuleEntry>> = { field3ques, field3apply };
