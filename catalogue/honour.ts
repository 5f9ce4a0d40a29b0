/**
 * How a module's records become honours (`honour` on the entry; docs/forms/group-a.md "One vocabulary",
 * `recordHonour`) and what of them the public reads while they are published (公示). Every field name
 * is optional: the defaults are the names the group A forms share (`titleField` for the holder,
 * the first `idCard` and `uscc` fields, `unitName`, `post`, `deedsSummary`).
 */
/** A holder chosen by a field of the form: the holder of each of its values (honor1's `cate`: person or team). */
export interface HolderByField {
  field: string;
  values: Readonly<Record<string, 'person' | 'team'>>;
}

/** An honour's name read from the form: the label of the first of these dictionary fields that has a value (honor1's personHonour or teamHonour). */
export interface NameFromFields {
  fromFields: readonly string[];
}

/**
 * Who awards an honour granted on approval, resolved when it is granted and kept in its event:
 * `federation` (the default) the tenant's federation, by its name in the union tree;
 * `applicantParent` the applicant's direct higher union, where that union approves alone (a park
 * union's 企业创新团队).
 */
export type AwardingBody = 'federation' | 'applicantParent';

export interface HonourDef {
  /** A person (found again by ID number) or a collective or team (by name and credit code), or chosen by a field of the form. */
  holder: 'person' | 'team' | HolderByField;
  /**
   * When the honour is written: at the publicity's decision, for the records marked 授予 (the default),
   * or at the record's approval, for modules without publicity (honor1, innovationteam).
   */
  on?: 'decision' | 'approval';
  /**
   * The honour granted on approval (a decision names its own): its name (`{year}` in it is the year of
   * the grant) or the form's fields it is read from, its `honour_level` key, and who awards it (the
   * tenant's federation unless `awardingBody` says otherwise).
   */
  grant?: { name: string | NameFromFields; level: string; awardingBody?: AwardingBody };
  fields?: {
    name?: string;
    idCard?: string;
    unit?: string;
    uscc?: string;
    post?: string;
    /** 简要事迹: the public list's line (never the full deeds: 个人信息保护法 第六条). */
    summary?: string;
  };
}
