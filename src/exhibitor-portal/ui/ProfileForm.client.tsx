'use client'

import { useState, type ChangeEvent } from 'react'

import type { Locale } from '@/locales/languages'
import type { OwnProfile } from '@/exhibitor-portal/portal-data'

import { callApi, postJson } from './portal-api'
import { portalText } from './text'

type Upload = { id: number; url: string | null } | null
type Product = { id?: string; nameCN: string; nameEN: string; picture: Upload; descriptionCN: string; descriptionEN: string }

/** B2: uploads a picture to the 图片库 as the exhibitor (the same checks by bytes as staff uploads); its id and address, or the refusal. */
async function uploadPicture(file: File, alt: string): Promise<{ ok: true; upload: NonNullable<Upload> } | { ok: false; message: string }> {
  const form = new FormData()
  form.append('file', file)
  form.append('_payload', JSON.stringify({ alt }))
  const outcome = await callApi('/api/media', { method: 'POST', body: form })
  const doc = outcome.body.doc as { id?: number; url?: string } | undefined
  return outcome.ok && doc?.id
    ? { ok: true, upload: { id: doc.id, url: doc.url ?? null } }
    : { ok: false, message: outcome.fields.file ?? outcome.message }
}

function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <label className="portal-form__field">
      <span>{label}</span>
      {children}
      {hint && <small className="portal-form__hint">{hint}</small>}
      {error && (
        <small className="portal-form__problem" role="alert">
          {error}
        </small>
      )}
    </label>
  )
}

/**
 * B2: the company profile in both languages, saved as a draft or submitted for review through
 * the portal's profile endpoint; logo and product pictures uploaded as they are chosen.
 */
export function ProfileForm({
  profile,
  categories,
  locale,
}: {
  profile: OwnProfile
  categories: { value: string; label: string }[]
  locale: Locale
}) {
  // The words are read here: a server component cannot hand functions (the numbered labels) to an island.
  const words = portalText(locale).profile
  const [values, setValues] = useState({
    nameCN: profile.nameCN,
    nameEN: profile.nameEN,
    category: profile.category,
    website: profile.website,
    contactCN: profile.contactCN,
    contactEN: profile.contactEN,
    introductionCN: profile.introductionCN,
    introductionEN: profile.introductionEN,
  })
  const [logo, setLogo] = useState<Upload>(profile.logo)
  const [products, setProducts] = useState<Product[]>(profile.products)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const text = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
    },
  })
  // Every change is applied to the state as it is then, not as this render saw it: an upload
  // that ends later must not put back what was typed meanwhile.
  const setProduct = (index: number, change: Partial<Product>) =>
    setProducts((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)))
  const setError = (path: string, message: string) => setErrors((current) => ({ ...current, [path]: message }))

  const choose = async (event: ChangeEvent<HTMLInputElement>, path: string, keep: (upload: NonNullable<Upload>) => void) => {
    const file = event.target.files?.[0]
    if (!file) return
    setBusy(true)
    const result = await uploadPicture(file, `${values.nameCN} ${path === 'logo' ? 'Logo' : file.name}`)
    setBusy(false)
    if (result.ok) {
      keep(result.upload)
      setError(path, '')
    } else setError(path, `${words.uploadFailed(file.name)}：${result.message}`)
  }

  const save = async (submit: boolean) => {
    setBusy(true)
    setStatus(words.saving)
    const outcome = await postJson('/api/exhibitor-accounts/profile', {
      ...values,
      logo: logo?.id ?? null,
      products: products.map((row) => ({ ...row, picture: row.picture?.id ?? null })),
      submit,
    })
    setBusy(false)
    setErrors(outcome.fields)
    setStatus(outcome.ok ? outcome.message : `${words.failed}：${outcome.message}`)
    if (outcome.ok) window.location.reload()
  }

  return (
    <form className="portal-form portal-form--wide" onSubmit={(event) => event.preventDefault()}>
      <div className="portal-form__row">
        <Field label={words.nameCN} error={errors.nameCN}>
          <input className="text-input" required maxLength={120} {...text('nameCN')} />
        </Field>
        <Field label={words.nameEN} error={errors.nameEN}>
          <input className="text-input" maxLength={200} lang="en" {...text('nameEN')} />
        </Field>
      </div>
      <div className="portal-form__row">
        <Field label={words.category} error={errors.category}>
          <select className="text-input" {...text('category')}>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={words.website} error={errors.website} hint={words.websiteHint}>
          <input className="text-input" type="url" maxLength={500} {...text('website')} />
        </Field>
      </div>
      <Field label={words.logo} error={errors.logo} hint={words.logoHint}>
        {logo?.url && <img className="portal-form__picture" src={logo.url} alt={words.currentPicture} />}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          onChange={(event) => void choose(event, 'logo', setLogo)}
        />
      </Field>
      <div className="portal-form__row">
        <Field label={words.introductionCN} error={errors.introductionCN} hint={words.introductionHint}>
          <textarea className="text-input portal-form__text" rows={8} {...text('introductionCN')} />
        </Field>
        <Field label={words.introductionEN} error={errors.introductionEN}>
          <textarea className="text-input portal-form__text" rows={8} lang="en" {...text('introductionEN')} />
        </Field>
      </div>
      <div className="portal-form__row">
        <Field label={words.contactCN} error={errors.contact}>
          <textarea className="text-input portal-form__text" rows={3} maxLength={500} {...text('contactCN')} />
        </Field>
        <Field label={words.contactEN}>
          <textarea className="text-input portal-form__text" rows={3} maxLength={500} lang="en" {...text('contactEN')} />
        </Field>
      </div>
      <fieldset className="portal-form__products">
        <legend>{words.products}</legend>
        {products.map((row, index) => (
          <fieldset key={row.id ?? `new-${index}`} className="portal-form__product">
            <legend>{words.product(index + 1)}</legend>
            <div className="portal-form__row">
              <Field label={words.productNameCN} error={errors[`products.${index}.name`]}>
                <input
                  className="text-input"
                  required
                  maxLength={100}
                  value={row.nameCN}
                  onChange={(event) => setProduct(index, { nameCN: event.target.value })}
                />
              </Field>
              <Field label={words.productNameEN}>
                <input
                  className="text-input"
                  maxLength={100}
                  lang="en"
                  value={row.nameEN}
                  onChange={(event) => setProduct(index, { nameEN: event.target.value })}
                />
              </Field>
            </div>
            <Field label={words.productPicture} error={errors[`products.${index}.picture`]}>
              {row.picture?.url && <img className="portal-form__picture" src={row.picture.url} alt={words.currentPicture} />}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                onChange={(event) => void choose(event, `products.${index}.picture`, (picture) => setProduct(index, { picture }))}
              />
            </Field>
            <div className="portal-form__row">
              <Field label={words.productDescriptionCN}>
                <textarea
                  className="text-input portal-form__text"
                  rows={2}
                  maxLength={500}
                  value={row.descriptionCN}
                  onChange={(event) => setProduct(index, { descriptionCN: event.target.value })}
                />
              </Field>
              <Field label={words.productDescriptionEN}>
                <textarea
                  className="text-input portal-form__text"
                  rows={2}
                  maxLength={500}
                  lang="en"
                  value={row.descriptionEN}
                  onChange={(event) => setProduct(index, { descriptionEN: event.target.value })}
                />
              </Field>
            </div>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setProducts((current) => current.filter((_, at) => at !== index))}
            >
              {words.removeProduct}
            </button>
          </fieldset>
        ))}
        {products.length < 20 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              setProducts((current) => [...current, { nameCN: '', nameEN: '', picture: null, descriptionCN: '', descriptionEN: '' }])
            }
          >
            {words.addProduct}
          </button>
        )}
      </fieldset>
      <p className="portal-form__status" role="status">
        {status}
      </p>
      <div className="portal-form__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void save(false)}>
          {words.save}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save(true)}>
          {words.submit}
        </button>
      </div>
    </form>
  )
}
