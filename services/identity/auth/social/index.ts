export { SocialProviders, type SocialIdentity, type SocialProvider } from './social-providers';
