export { ConfigError, loadConfig, type Config, type S3Config } from './load-config';
