/** The awardRounds shape's console part: the page of a window module (its kinds' rounds and the union's standing). */
export { AwardRoundsPage } from './AwardRoundsPage';
