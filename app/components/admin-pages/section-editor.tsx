import type { ActionFailure } from "#common/action-failure";
import { adminPagesTexts } from "#common/i18n/admin-pages";
import {
  type PageSection,
  type SectionFieldDefinition,
  sectionFieldDefinitions,
} from "#common/page-sections";
import { adminMediaPath, adminSectionsPath } from "#common/paths";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

export interface SectionEditorOptions {
  images: readonly { key: string; fileName: string; alt: string }[];
  categories: readonly { slug: string; name: string }[];
  sharedSections: readonly { id: string; name: string }[];
}

/** One field of a section's form, by its kind; `value` and `error` come from the page's state. */
function SectionField({
  field,
  value,
  error,
  options,
}: {
  field: SectionFieldDefinition;
  value: string;
  error?: string;
  options: SectionEditorOptions;
}) {
  const texts = usePageTexts(adminPagesTexts);
  const common = {
    label: texts.fieldLabels[field.name] ?? field.name,
    name: field.name,
    defaultValue: value,
    error,
    required: field.required,
  };
  switch (field.kind) {
    case "richText":
      return (
        <TextAreaField
          {...common}
          rows={field.needsQuestion ? 10 : 8}
          maxLength={field.max}
          description={field.needsQuestion ? `${texts.faqHelp} ${texts.richTextHelp}` : texts.richTextHelp}
        />
      );
    case "text":
      return field.multiline ? (
        <TextAreaField {...common} rows={3} maxLength={field.max} />
      ) : (
        <TextField {...common} />
      );
    case "link":
      return <TextField {...common} description={texts.linkHelp} />;
    case "number":
      return <TextField {...common} inputMode="numeric" />;
    case "image":
      return (
        <div className="space-y-1">
          <SelectField
            {...common}
            placeholder={texts.noImage}
            options={options.images.map((image) => ({
              value: image.key,
              label: image.alt ? `${image.fileName} (${image.alt})` : image.fileName,
            }))}
          />
          <p className="text-sm text-muted-foreground">
            <Link to={adminMediaPath} className={textLinkClassName}>
              {texts.imageHelp}
            </Link>
          </p>
        </div>
      );
    case "category":
      return (
        <SelectField
          {...common}
          placeholder={texts.anyCategory}
          options={options.categories.map((category) => ({ value: category.slug, label: category.name }))}
        />
      );
    case "shared":
      return (
        <div className="space-y-1">
          <SelectField
            {...common}
            placeholder={texts.chooseShared}
            options={options.sharedSections.map((section) => ({ value: section.id, label: section.name }))}
          />
          <p className="text-sm text-muted-foreground">
            <Link to={adminSectionsPath} className={textLinkClassName}>
              {texts.sharedHelp}
            </Link>
          </p>
        </div>
      );
    case "choice":
      return (
        <SelectField
          {...common}
          options={field.choices.map((choice) => ({
            value: choice,
            label: texts.imageSides[choice] ?? choice,
          }))}
        />
      );
  }
}

/** The builder's buttons for one section: move it up or down, remove it (asked first). */
export function SectionControls({
  sectionId,
  position,
  total,
  action,
  busy,
}: {
  sectionId: string;
  position: number;
  total: number;
  action: string;
  busy: boolean;
}) {
  const texts = usePageTexts(adminPagesTexts);
  const format = useFormat();
  const at = format.number(position);
  const move = (direction: "up" | "down") => (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="sectionId" value={sectionId} />
      <input type="hidden" name="direction" value={direction} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        aria-label={direction === "up" ? texts.moveUpLabel(at) : texts.moveDownLabel(at)}
        disabled={busy || (direction === "up" ? position === 1 : position === total)}
      >
        {direction === "up" ? texts.moveUp : texts.moveDown}
      </Button>
    </Form>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {move("up")}
      {move("down")}
      <ConfirmForm
        action={action}
        fields={{ intent: "remove", sectionId }}
        trigger={{ text: texts.remove, label: texts.removeLabel(at) }}
        question={texts.removeQuestion}
        confirmText={texts.remove}
        cancelText={texts.cancel}
        closeText={texts.close}
        variant="destructive"
        busy={busy}
      />
    </div>
  );
}

/**
 * One section's form (a page's, in the builder, or a reusable one): its heading and controls, then
 * its fields, posted with `intent` and the section's id. A failed save keeps what was typed, with a
 * message under each field at fault; a refused publication shows its messages here too (keyed
 * "<section id>.<field>"). `lead` is shown first inside the form (a reusable section's name).
 */
export function SectionEditor({
  section,
  heading,
  controls,
  lead,
  intent,
  action,
  failure,
  publishFailure = null,
  busy,
  options,
}: {
  section: PageSection;
  heading: string;
  controls?: ReactNode;
  lead?: ReactNode;
  intent: string;
  action: string;
  /** The failure of this section's own save, if it was the last thing sent. */
  failure: ActionFailure | null;
  /** A refused publication's field messages. */
  publishFailure?: ActionFailure | null;
  busy: boolean;
  options: SectionEditorOptions;
}) {
  const texts = usePageTexts(adminPagesTexts);
  const headingId = `section-${section.id}-heading`;
  const fieldError = (name: string) =>
    failure?.fieldErrors?.[name] ?? publishFailure?.fieldErrors?.[`${section.id}.${name}`];
  const incomplete =
    !failure &&
    sectionFieldDefinitions[section.type].some(
      (field) => publishFailure?.fieldErrors?.[`${section.id}.${field.name}`],
    );
  return (
    <section
      id={`section-${section.id}`}
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {heading}
        </h3>
        {controls}
      </div>
      {incomplete ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {texts.incompleteSection}
        </p>
      ) : null}
      {section.type === "productGrid" ? (
        <p className="text-sm text-muted-foreground">{texts.productGridHelp}</p>
      ) : null}
      {section.type === "vendorGrid" ? (
        <p className="text-sm text-muted-foreground">{texts.vendorGridHelp}</p>
      ) : null}
      <Form method="post" action={action} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="sectionId" value={section.id} />
        {lead}
        {sectionFieldDefinitions[section.type].map((field) => (
          <SectionField
            key={field.name}
            field={field}
            value={failure?.values?.[field.name] ?? section.fields[field.name] ?? ""}
            error={fieldError(field.name)}
            options={options}
          />
        ))}
        <Button type="submit" disabled={busy}>
          {texts.saveSection}
        </Button>
      </Form>
    </section>
  );
}
