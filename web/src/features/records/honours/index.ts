/** 荣誉成果 in the console (spec /honor/achieve): the honours granted, over honor2's calls. */
export { HonoursPage } from './HonoursPage';
