import { publishedWithoutReview } from '../flow/published';
import type { ModuleEntry } from '../types';
import { field, maxLen, min, minLen, required, section, slot } from './group-b-parts';

/**
 * 工会活动 (class i, publish-only): the park's higher union publishes a cultural or sports
 * activity for the unions below it (the federation or an administrator for every union); there
 * is no review. `save` publishes at once (save is the submit); the notice then shows in the
 * activity list of every union under the publisher, and only the publisher's union may act on it:
 * a save of the published notice revises it, `revoke` withdraws it. Sign-up runs in activitysign (docs/forms/shape-proofs.md).
 */
export const activity: ModuleEntry = {
  key: 'activity',
  group: 'E',
  title: { zh: '工会活动', en: 'Union activities' },
  titleField: 'title',
  route: '/activity/index',
  // MODULE-SHAPES: "the higher union or an administrator publishes activities"; the federation is the highest union.
  starters: ['launion', 'federation', 'admin'],
  draftTtlDays: 30,
  flowModel: publishedWithoutReview,
  calls: ['page', 'detail', 'save'],
  publishOnly: true,
  categoryField: 'category',
  saveSubmits: true,
  sections: [section('basic', '活动信息', 'Activity'), section('signUp', '报名安排', 'Sign-up'), section('content', '活动内容', 'Content')],
  fields: [
    field('title', 'text', '活动名称', 'Title', [required, minLen(4), maxLen(100)], { section: 'basic', listed: true }),
    field('category', 'text', '活动类别', 'Category', [required, maxLen(20)], {
      section: 'basic',
      listed: true,
      placeholder: { zh: '如：体育、文化、亲子、摄影、书法', en: 'e.g. sports, culture, family, photography, calligraphy' },
    }),
    field('activityTime', 'dateRange', '活动时间', 'When', [required], { section: 'basic', listed: true }),
    field('venue', 'text', '活动地点', 'Venue', [required, maxLen(100)], { section: 'basic' }),
    field('organiser', 'unionPicker', '主办单位', 'Organiser', [required], { section: 'basic' }),
    field('audience', 'text', '参加对象', 'Who may take part', [required, maxLen(100)], {
      section: 'signUp',
      placeholder: { zh: '如：辖区内各基层工会会员', en: 'e.g. members of the grassroots unions of the district' },
    }),
    field('signUpWindow', 'dateRange', '报名时间', 'Sign-up window', [required], {
      section: 'signUp',
      help: { zh: '报名截止日期应早于活动开始日期', en: 'Sign-up should close before the activity starts' },
    }),
    field('placesPerUnion', 'integer', '每单位名额', 'Places per union', [min(1)], { section: 'signUp' }),
    field('cover', 'image', '封面图片', 'Cover image', [], { section: 'content' }),
    field('content', 'richText', '活动内容', 'Content', [required, minLen(20), maxLen(5000)], { section: 'content' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'content',
      slots: [slot('plan', '活动方案', 'Plan', ['pdf', 'office']), slot('rules', '活动规则', 'Rules', ['pdf', 'office'])],
    }),
  ],
  example: {
    title: '2026年中关村街道职工迎新春健步走活动',
    category: '体育',
    activityTime: { start: '2027-01-16', end: '2027-01-16' },
    venue: '海淀公园',
    organiser: '1100',
    audience: '辖区内各基层工会会员',
    signUpWindow: { start: '2026-12-01', end: '2027-01-10' },
    placesPerUnion: 20,
    cover: null,
    content: '<p>为丰富职工文化生活，倡导健康生活方式，街道工会联合会举办迎新春健步走活动，全程约五公里，完成者可领取纪念品。</p>',
    files: [],
  },
};
