import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { acceptedCorporateDocuments, companySizes } from "#common/corporate-account";
import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import { corporateContactEditPath } from "#common/paths";
import type { CorporateAccountView, CorporateContactView } from "#common/views/corporate-accounts";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Facts } from "~/components/ui/facts";
import { FieldFrame, FormError, FormSuccess, inputClassName, TextField } from "~/components/ui/field";
import { RowActions } from "~/components/vendor-pricing/row-actions";
import { useFormat, usePageTexts } from "~/lib/locale";
import { CorporateAccountSummary, CorporateStatusBadge } from "./account-summary";

export type CorporatePageResult = (ActionFailure & { intent?: string }) | { ok: true; notice: string } | null;

/** The buyer's corporate account: the application form before they apply, then its status and contacts. */
export function CorporateAccountPage({
  account,
  path,
  editContactId,
  result,
}: {
  account: CorporateAccountView | null;
  /** The page's own address (/account/corporate or /dashboard/corporate), where its forms post. */
  path: string;
  editContactId: string | null;
  result: CorporatePageResult;
}) {
  const texts = usePageTexts(corporateAccountsTexts);
  const failure = result && !result.ok ? result : null;
  const notice = result?.ok ? result.notice : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      <FormSuccess message={notice} />
      {/* Sent again from a page that was out of date (the account is no longer rejected): say why not. */}
      {account && account.status !== "rejected" && failure?.intent === "reapply" ? (
        <FormError message={formMessage(failure) ?? null} />
      ) : null}
      {account ? (
        <>
          <section aria-labelledby="corporate-status" className="rounded-lg border border-border p-4">
            <h2 id="corporate-status" className="flex items-center gap-2 text-lg font-semibold">
              {texts.statusHeading} <CorporateStatusBadge status={account.status} />
            </h2>
            <p className="mt-2 text-sm">{texts.statusNotes[account.status]}</p>
            {account.status === "rejected" ? <RejectionFacts account={account} /> : null}
          </section>
          {account.status === "rejected" ? (
            <ApplyForm
              path={path}
              failure={failure?.intent === "reapply" ? failure : null}
              previous={account}
            />
          ) : null}
          <CorporateAccountSummary account={account} />
          <Contacts contacts={account.contacts} path={path} editContactId={editContactId} failure={failure} />
        </>
      ) : (
        <ApplyForm path={path} failure={failure} />
      )}
    </div>
  );
}

/** When a rejected account was decided and, if the admin gave one, why. */
function RejectionFacts({ account }: { account: CorporateAccountView }) {
  const texts = usePageTexts(corporateAccountsTexts);
  const format = useFormat();
  const rows: [string, string][] = [];
  if (account.decidedAt) rows.push([texts.decidedOn, format.date(account.decidedAt)]);
  if (account.decisionReason) rows.push([texts.rejectionReason, account.decisionReason]);
  return rows.length > 0 ? (
    <div className="mt-3">
      <Facts rows={rows} />
    </div>
  ) : null;
}

/**
 * The application form: empty before the buyer has an account; after a rejection, "Apply again" with
 * the previous details filled in (documents are sent anew and replace the old ones).
 */
function ApplyForm({
  path,
  failure,
  previous = null,
}: {
  path: string;
  failure: ActionFailure | null;
  previous?: CorporateAccountView | null;
}) {
  const texts = usePageTexts(corporateAccountsTexts);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === path;
  const values: Record<string, string | undefined> = failure?.values ?? {
    companyName: previous?.companyName,
    address: previous?.address,
    registrationNumber: previous?.registrationNumber,
    taxId: previous?.taxId,
    industry: previous?.industry,
    companySize: previous?.companySize,
  };
  const errors = failure?.fieldErrors ?? {};
  const text = (name: string, label: string, autoComplete?: string) => (
    <TextField
      label={label}
      name={name}
      defaultValue={values[name]}
      error={errors[name]}
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <section aria-labelledby="corporate-apply" className="rounded-lg border border-border p-4">
      <h2 id="corporate-apply" className="text-lg font-semibold">
        {previous ? texts.reapplyHeading : texts.applyHeading}
      </h2>
      {previous ? <p className="mt-1 text-sm text-muted-foreground">{texts.reapplyIntro}</p> : null}
      <Form method="post" action={path} encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={previous ? "reapply" : "apply"} />
        <FormError message={failure ? (formMessage(failure) ?? null) : null} />
        {text("companyName", texts.companyName, "organization")}
        <FieldFrame label={texts.address} required error={errors.address}>
          {(control) => (
            <textarea
              {...control}
              name="address"
              rows={3}
              required
              defaultValue={values.address}
              autoComplete="street-address"
              className={inputClassName}
            />
          )}
        </FieldFrame>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("registrationNumber", texts.registrationNumber)}
          {text("taxId", texts.taxId)}
          {text("industry", texts.industry)}
          <FieldFrame label={texts.companySize} required error={errors.companySize}>
            {(control) => (
              <select
                {...control}
                name="companySize"
                required
                defaultValue={values.companySize ?? ""}
                className={inputClassName}
              >
                <option value="">{texts.chooseSize}</option>
                {companySizes.map((size) => (
                  <option key={size} value={size}>
                    {texts.employees(size)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </div>
        <FieldFrame
          label={texts.documents}
          required
          description={texts.documentsHint}
          error={errors.documents}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="documents"
              multiple
              required
              accept={acceptedCorporateDocuments}
              className={inputClassName}
            />
          )}
        </FieldFrame>
        <Button type="submit" disabled={busy}>
          {busy ? texts.submitting : previous ? texts.submitAgain : texts.submitApplication}
        </Button>
      </Form>
    </section>
  );
}

function ContactForm({
  path,
  contact,
  failure,
}: {
  path: string;
  contact: CorporateContactView | null;
  failure: ActionFailure | null;
}) {
  const texts = usePageTexts(corporateAccountsTexts);
  const values = failure?.values ?? contact ?? {};
  const errors = failure?.fieldErrors ?? {};
  const pick = (name: "name" | "email" | "phone" | "position") => (values as Record<string, string>)[name];
  return (
    <Form method="post" action={path} className="space-y-3 rounded-md bg-muted/40 p-4" noValidate>
      <h3 className="font-semibold">
        {contact ? texts.editContactHeading(contact.name) : texts.addContactHeading}
      </h3>
      <input type="hidden" name="intent" value={contact ? "update-contact" : "add-contact"} />
      {contact ? <input type="hidden" name="contactId" value={contact.id} /> : null}
      <FormError message={failure ? (formMessage(failure) ?? null) : null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={texts.contactName}
          name="name"
          defaultValue={pick("name")}
          error={errors.name}
          required
        />
        <TextField
          label={texts.contactEmail}
          name="email"
          type="email"
          defaultValue={pick("email")}
          error={errors.email}
          required
        />
        <TextField
          label={texts.contactPhone}
          name="phone"
          type="tel"
          defaultValue={pick("phone")}
          error={errors.phone}
        />
        <TextField
          label={texts.contactPosition}
          name="position"
          defaultValue={pick("position")}
          error={errors.position}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{contact ? texts.saveContact : texts.addContact}</Button>
        {contact ? (
          <Link to={path} className={buttonClassName("secondary")}>
            {texts.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function Contacts({
  contacts,
  path,
  editContactId,
  failure,
}: {
  contacts: CorporateContactView[];
  path: string;
  editContactId: string | null;
  failure: (ActionFailure & { intent?: string }) | null;
}) {
  const texts = usePageTexts(corporateAccountsTexts);
  const editing = contacts.find((contact) => contact.id === editContactId) ?? null;
  const contactFailure = (intent: string) => (failure?.intent === intent ? failure : null);
  return (
    <section aria-labelledby="corporate-contacts" className="space-y-4 rounded-lg border border-border p-4">
      <div>
        <h2 id="corporate-contacts" className="text-lg font-semibold">
          {texts.contactsHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.contactsIntro}</p>
      </div>
      <FormError message={contactFailure("delete-contact")?.message ?? null} />
      {contacts.length === 0 ? (
        <p className="text-sm">{texts.noContacts}</p>
      ) : (
        <ul className="divide-y divide-border">
          {contacts.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium">
                  {contact.name}{" "}
                  {contact.isPrimary ? (
                    <span className="text-muted-foreground">· {texts.primary}</span>
                  ) : null}
                </p>
                <p className="break-all">{contact.email}</p>
                {contact.phone ? <p>{contact.phone}</p> : null}
                {contact.position ? <p className="text-muted-foreground">{contact.position}</p> : null}
              </div>
              {contact.isPrimary ? (
                <Link
                  to={corporateContactEditPath(path, contact.id)}
                  className={buttonClassName("secondary", "sm")}
                  aria-label={texts.editLabel(contact.name)}
                >
                  {texts.edit}
                </Link>
              ) : (
                <RowActions
                  edit={{
                    to: corporateContactEditPath(path, contact.id),
                    text: texts.edit,
                    label: texts.editLabel(contact.name),
                  }}
                  remove={{
                    action: path,
                    fields: { intent: "delete-contact", contactId: contact.id },
                    confirm: texts.deleteConfirm(contact.name),
                    text: texts.delete,
                    label: texts.deleteLabel(contact.name),
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ContactForm
          key={editing.id}
          path={path}
          contact={editing}
          failure={contactFailure("update-contact")}
        />
      ) : (
        <ContactForm key="new" path={path} contact={null} failure={contactFailure("add-contact")} />
      )}
    </section>
  );
}
