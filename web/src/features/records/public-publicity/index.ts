/** 公示公告 on the public area (no login): the running publicities of the console's tenant and the objection form. */
export { PublicPublicityListPage } from './PublicPublicityListPage';
export { PublicPublicityPage } from './PublicPublicityPage';
