/** honor2 (荣誉成果查询): the honours the portal granted (`recordHonour`), listed, exported and shown on a union's profile. */
export { honourRoutes } from './honour-routes';
