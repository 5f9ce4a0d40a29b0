/** 公示公告 on the public area (no login): the running publicities of the tenant the visitor chose (`?tenant=`, else the console's) and the objection form. */
export { PublicPublicityListPage } from './PublicPublicityListPage';
export { PublicPublicityPage } from './PublicPublicityPage';
