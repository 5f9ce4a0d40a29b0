export { captchaDataUrl, captchaSvg, randomCaptchaCode, CAPTCHA_ALPHABET } from './captcha-image';
export { captchaCodeHash, captchaCodeMatches } from './captcha-code';
export { captchaSolved } from './captcha-check';
