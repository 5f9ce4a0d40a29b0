export { SettingsPage } from './SettingsPage';
export { SubAccountPage } from './SubAccountPage';
export { passwordProblem, newPasswordProblem, passwordFieldErrors } from './password-policy';
export { avatarProblem } from './avatar-check';
export { guideSteps, identLabel, type GuideStep } from './guide-steps';
