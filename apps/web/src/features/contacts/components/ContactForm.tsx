import { type Contact, type ContactType, type CrmSectionList, crmLimits } from '@prosa/contracts';
import { canEditField, canViewSection } from '@prosa/domain';
import { Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldName } from '../../../shared/crm/fieldName.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { TagPicker } from '../../../shared/ui/TagPicker.tsx';
import { useSaveContact } from '../api/useSaveContact.ts';
import type { ContactProblem } from '../checkContactValues.ts';
import { contactPathOf, listPathOf } from '../contactPaths.ts';
import { sectionTitle } from '../fieldTitle.ts';
import { useContactEditLock } from '../hooks/useContactEditLock.ts';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard.ts';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { FieldInput } from './FieldInput.tsx';

// Today on the user's clock, yyyy-mm-dd: the latest birth date the form accepts (the server checks
// against the account's time zone).
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface Props {
  type: ContactType;
  // The contact being edited; null creates one.
  contact: Contact | null;
  sections: CrmSectionList['items'];
  level: number;
  mayEditContacts: boolean;
  // The viewer, to tell their own lock from someone else's.
  userId: string;
  // Shows "saved" on arrival after a create (the form remounts on the new contact's address).
  isJustCreated?: boolean;
}

// One fieldset per section the user may view. The values are checked here with the server's rules
// before saving (naming the section), and the server's own refusals show above the buttons. An
// existing contact shows read-only until "edit" takes its lock (spec §4): saving or cancelling
// gives it back, and while someone else holds it the page says who, live.
export function ContactForm({
  type,
  contact,
  sections,
  level,
  mayEditContacts,
  userId,
  isJustCreated = false,
}: Props) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const save = useSaveContact();
  const [saved, setSaved] = useState<Record<string, string>>(contact?.values ?? {});
  const [values, setValues] = useState<Record<string, string>>(contact?.values ?? {});
  const [savedTagIds, setSavedTagIds] = useState<string[]>(contact?.tagIds ?? []);
  const [tagIds, setTagIds] = useState<string[]>(contact?.tagIds ?? []);
  const tagsId = useId();
  const [problems, setProblems] = useState<ContactProblem[]>([]);
  const [justSaved, setJustSaved] = useState(isJustCreated);
  const lock = useContactEditLock({
    contactId: contact?.id ?? null,
    userId,
    initialEditor: contact?.editingBy ?? null,
  });
  // A new contact is edited from the start; an existing one once its lock is taken.
  const isEditing = mayEditContacts && (!contact || lock.isEditing);
  const editable = new Set(
    sections.flatMap((section) =>
      isEditing && section.canEdit
        ? section.fields.filter((field) => canEditField(level, section, field)).map((field) => field.id)
        : [],
    ),
  );
  const areTagsChanged =
    tagIds.length !== savedTagIds.length || tagIds.some((tagId) => !savedTagIds.includes(tagId));
  const isDirty = areTagsChanged || [...editable].some((id) => (values[id] ?? '') !== (saved[id] ?? ''));
  const guard = useUnsavedChangesGuard(isDirty);
  const hiddenCount = contact?.hiddenFieldIds.length ?? 0;

  // While not editing, the values follow the contact as read again (after someone else saved).
  useEffect(() => {
    if (!contact || lock.isEditing) return;
    setSaved(contact.values);
    setValues(contact.values);
    setSavedTagIds(contact.tagIds);
    setTagIds(contact.tagIds);
  }, [contact, lock.isEditing]);

  const startEditing = () => {
    setJustSaved(false);
    void lock.startEditing();
  };
  const cancel = () =>
    guard.confirm(() => {
      setValues(saved);
      setTagIds(savedTagIds);
      setProblems([]);
      save.reset();
      lock.stopEditing();
    });

  const edited = () => {
    setJustSaved(false);
    if (save.isError) save.reset();
  };
  const change = (fieldId: string, value: string) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    edited();
    if (problems.length > 0) setProblems([]);
  };
  const changeTags = (next: string[]) => {
    setTagIds(next);
    edited();
  };

  const submit = async () => {
    // Loaded on the first save: the phone rules carry every country's metadata.
    const { checkContactValues } = await import('../checkContactValues.ts');
    const found = checkContactValues(
      sections.map((section) => ({
        title: sectionTitle(t, section),
        fields: section.fields.map((field) => ({ ...field, name: fieldName(t, 'contacts', field) })),
      })),
      values,
      (id) => editable.has(id),
      localToday(),
    );
    setProblems(found);
    if (found.length > 0) return;
    const sent = Object.fromEntries([...editable].map((id) => [id, (values[id] ?? '').trim()]));
    save.mutate(
      { id: contact?.id ?? null, input: { type, values: sent, tagIds } },
      {
        onSuccess: (stored) => {
          setSaved(stored.values);
          setValues(stored.values);
          setSavedTagIds(stored.tagIds);
          setTagIds(stored.tagIds);
          setJustSaved(true);
          lock.stopEditing();
          if (!contact) navigate(contactPathOf(type, stored.id), { replace: true, state: { created: true } });
        },
      },
    );
  };

  return (
    <form
      className="contacts-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {sections.map((section) => {
        const title = sectionTitle(t, section);
        return (
          <fieldset key={section.id} className="contacts-section">
            <legend>{title}</legend>
            {!canViewSection(level, section) ? (
              <p className="p-hint">{t('form.noPermission')}</p>
            ) : (
              section.fields.length === 0 && <p className="p-hint">{t('form.noFields')}</p>
            )}
            <div className="contacts-fields">
              {section.fields.map((field) => {
                const id = `contact-field-${field.id}`;
                const isInvalid = problems.some((problem) => problem.fieldId === field.id);
                return (
                  <FormField
                    key={field.id}
                    id={id}
                    label={fieldName(t, 'contacts', field)}
                    hint={
                      [field.required ? t('form.required') : '', field.description]
                        .filter(Boolean)
                        .join(' · ') || undefined
                    }
                  >
                    <FieldInput
                      id={id}
                      field={field}
                      label={fieldName(t, 'contacts', field)}
                      value={values[field.id] ?? ''}
                      disabled={!editable.has(field.id)}
                      invalid={isInvalid}
                      onChange={(value) => change(field.id, value)}
                    />
                  </FormField>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <fieldset className="contacts-section contacts-tags">
        <legend>{t('form.tags')}</legend>
        <TagPicker
          id={tagsId}
          label={t('form.addTag')}
          tagIds={tagIds}
          max={crmLimits.tags}
          {...(isEditing && {
            onAdd: (tagId: string) => changeTags([...tagIds, tagId]),
            onRemove: (tagId: string) => changeTags(tagIds.filter((id) => id !== tagId)),
          })}
        />
      </fieldset>
      {lock.lockedBy && <Notice type="warning" title={t('lock.editing', { name: lock.lockedBy.name })} />}
      <ErrorAlert error={lock.lockError} />
      {hiddenCount > 0 && <p className="p-hint">{t('form.hidden', { count: hiddenCount })}</p>}
      {problems.length > 0 && (
        <Notice type="error" title={t('form.problems')}>
          <ul>
            {problems.map((problem) => (
              <li key={problem.fieldId}>{t(`errors:${problem.code}`, problem.params)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <ErrorAlert error={save.error} />
      {justSaved && !isDirty && <Notice type="success" title={t('form.saved')} />}
      <div className="contacts-actions">
        {contact && mayEditContacts && !lock.isEditing && (
          <Button type="primary" disabled={lock.lockedBy !== null} onClick={startEditing}>
            {t('form.edit')}
          </Button>
        )}
        {isEditing && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        )}
        {contact && lock.isEditing && <Button onClick={cancel}>{t('form.cancel')}</Button>}
        <Button onClick={() => guard.leave(listPathOf(type))}>{t('form.back')}</Button>
      </div>
      <DiscardChangesDialog
        isOpen={guard.isAsking}
        onDiscard={guard.discard}
        onKeepEditing={guard.keepEditing}
      />
    </form>
  );
}
