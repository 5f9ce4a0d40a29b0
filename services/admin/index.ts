/** The admin wing: `system/` administration, `dictionaries/` the system and business dictionaries, `public/` the public area. */
export * from './system';
export * from './dictionaries';
export * from './public';
export * from './work-calendar';
export * from './year-settings';
