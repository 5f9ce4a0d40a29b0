import type { ModuleEntry } from '../types';
import { recommendCapital } from './recommendCapital';
import { recommendCapital1 } from './recommendCapital1';
import { recommendCapital2 } from './recommendCapital2';
import { recommendCapital3 } from './recommendCapital3';
import { recommendNation1Controller } from './recommendNation1Controller';
import { recommendNation2Controller } from './recommendNation2Controller';

/**
 * The capital awards (首都劳动奖章, 首都劳动奖状, 北京市工人先锋号, and their window) and the national May Day
 * awards (全国五一劳动奖章, 奖状, 全国工人先锋号): docs/forms/group-a-model-workers.md and
 * group-a-nation-innovation-honours.md. The catalogue index registers them.
 */
export const capitalAwards: Record<string, ModuleEntry> = {
  recommendCapital,
  recommendCapital1,
  recommendCapital2,
  recommendCapital3,
  recommendNation1Controller,
  recommendNation2Controller,
};
