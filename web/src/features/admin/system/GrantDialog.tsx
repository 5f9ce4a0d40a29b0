import { Button, Callout, DialogBody, DialogFooter, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { toast, type TreeOption } from '../../../api';
import { useI18n, type MessageKey } from '../../../i18n';
import { CheckTree, type CheckMode } from '../../platform/crud';
import { AppDialog } from '../../platform/crud';

/** One tree of a grant dialog. */
export interface GrantTab {
  id: string;
  title: MessageKey;
  mode: CheckMode;
  /** A sentence above the tree saying what a grant there brings with it. */
  hint?: MessageKey;
}

/** What a grant dialog loads: each tab's tree and what is granted now. */
export type GrantLoad = Record<string, { tree: TreeOption[]; checked: string[] }>;

/** Props of `GrantDialog`. */
export interface GrantDialogProps {
  /** Open while set; the title names what is granted to. */
  title: string | undefined;
  tabs: readonly GrantTab[];
  load: () => Promise<GrantLoad>;
  /** Saves each tab's checked ids. */
  save: (checked: Record<string, string[]>) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/** A dialog of grant trees in tabs (menus; data scopes; API scopes), loaded when it opens. */
export function GrantDialog({ title, tabs, load, save, onClose, testId }: GrantDialogProps) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<GrantLoad>();
  const [checked, setChecked] = useState<Record<string, Set<string>>>({});
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const open = title !== undefined;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded(undefined);
    setTab(tabs[0]?.id ?? '');
    load().then(
      (data) => {
        if (!live) return;
        setLoaded(data);
        setChecked(Object.fromEntries(Object.entries(data).map(([id, d]) => [id, new Set(d.checked)])));
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // Loaded once per opening.
  }, [open]);

  const submit = async () => {
    setBusy(true);
    try {
      await save(Object.fromEntries(Object.entries(checked).map(([id, set]) => [id, [...set]])));
      toast.success(t('grant.saved'));
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      isOpen={open}
      onClose={onClose}
      title={title}
      icon={title ? 'key' : undefined}
      canOutsideClickClose={false}
      style={{ width: 'min(640px, 94vw)' }}
      testId={testId}
    >
      <DialogBody className="grant-body">
        {!loaded ? (
          <Spinner size={28} />
        ) : (
          <Tabs id={`${testId}-tabs`} selectedTabId={tab} onChange={(id) => setTab(String(id))}>
            {tabs.map((g) => (
              <Tab
                key={g.id}
                id={g.id}
                title={t(g.title)}
                data-testid={`${testId}-tab-${g.id}`}
                panel={
                  <div className="tree-box">
                    {g.hint && (
                      <Callout intent="primary" className="gap-bottom" data-testid={`${testId}-hint-${g.id}`}>
                        {t(g.hint)}
                      </Callout>
                    )}
                    <CheckTree
                      tree={loaded[g.id]?.tree ?? []}
                      checked={checked[g.id] ?? new Set()}
                      onChange={(next) => setChecked((c) => ({ ...c, [g.id]: next }))}
                      mode={g.mode}
                      testId={`${testId}-${g.id}`}
                    />
                  </div>
                }
              />
            ))}
          </Tabs>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={busy}
              disabled={!loaded}
              text={t('common.confirm')}
              data-testid={`${testId}-save`}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </AppDialog>
  );
}
