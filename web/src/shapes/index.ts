/**
 * The shapes' console parts, one folder each, named as the server's shapes (services/records/shapes):
 * the parts the generic record pages show (`shapeParts`, given to them through `ShapePartsProvider`
 * so they import no shape) and the pages a shape has of its own, each loaded on its first visit.
 */
import { lazy } from 'react';
import type { ShapeParts } from '../features/records/modules';
import { lazyPart } from './lazy-part';
import { QuestionnaireFiller } from './questionnaire/lazy-filler';

/** The parts of the generic record pages by role (the questionnaire's answers, the steps' wizard), each loaded on its first use. */
export const shapeParts: ShapeParts = {
  AnswersPart: QuestionnaireFiller,
  RoundPart: lazyPart(() => import('./round').then((m) => m.RoundCallout)),
  WindowPart: lazyPart(() => import('./window').then((m) => m.WindowCallout)),
  ScoresPart: lazyPart(() => import('./scoring').then((m) => m.ScoreTable)),
  ScoresView: lazyPart(() => import('./scoring').then((m) => m.ScoresView)),
  ConsentPart: lazyPart(() => import('./consent').then((m) => m.ConsentCodePart)),
  LinkPart: lazyPart(() => import('./send-out').then((m) => m.RecordLinkPart)),
  FollowUpsPart: lazyPart(() => import('./follow-ups').then((m) => m.FollowUpsPart)),
  SteppedForm: lazy(() => import('./steps').then((m) => ({ default: m.SteppedRecordForm }))),
};

/** The `children` shape's pages of a module with children, under each of its sets of pages, by the module's key and the set's base. */
export const ChildrenRoutes = lazy(() => import('./children').then((m) => ({ default: m.ChildrenRoutesOf })));
/** A window module's page (advanceSelection, recommendCapital): each kind's round and the union's standing. */
export const AwardRoundsPage = lazy(() => import('./award-rounds').then((m) => ({ default: m.AwardRoundsPage })));
/** A roll-up summary's pages (gathering the unions' nominations, its form and detail). */
export const RollUpRoutes = lazy(() => import('./roll-up').then((m) => ({ default: m.RollUpRoutes })));
/** The questionnaire's builder (admins) and a survey's results. */
export const QuestionSetBuilderPage = lazy(() => import('./questionnaire').then((m) => ({ default: m.QuestionSetBuilderPage })));
export const SurveyResultsPage = lazy(() => import('./questionnaire').then((m) => ({ default: m.SurveyResultsPage })));
/** A `sendOut` module's 问卷发放 (its campaigns, the send dialog) and 问卷统计, by the module's key. */
export const SendOutPage = lazy(() => import('./send-out').then((m) => ({ default: m.SendOutPageOf })));
/** A module's register page (`register`: field2's venues, field5's sheet, survey's covered enterprises), by the module's key. */
export const RegisterPage = lazy(() => import('./register').then((m) => ({ default: m.RegisterPageOf })));
