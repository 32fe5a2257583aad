import { formatMoney, periodLabel, type SandboxItemPrice } from './catalogue.ts';
import type { CardField } from './cards.ts';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const TEST_NOTE =
  'Test mode: no real card is charged. Use 4111 1111 1111 1111 with any future expiry.';

function layout(title: string, body: string): string {
  // Relative stylesheet path: the page works under whatever prefix the host mounts the plugin at.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="../../../assets/page.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>
`;
}

export interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  expiryMonth: string;
  expiryYear: string;
}

export interface FormError {
  field: CardField | 'form' | 'email';
  message: string;
}

export interface CheckoutFormModel {
  kind: 'checkout_new' | 'manage_payment_sources';
  itemPrice: SandboxItemPrice | undefined;
  quantity: number;
  customerLabel: string | undefined;
  values: FormValues;
  error: FormError | undefined;
  cancelHref: string | null;
}

export function renderForm(model: CheckoutFormModel): string {
  const { values, error } = model;
  const errorFor = (field: FormError['field']) =>
    error && error.field === field
      ? `<p class="error" id="${field}-error" role="alert">${escapeHtml(error.message)}</p>`
      : '';
  const describedBy = (field: FormError['field']) =>
    error && error.field === field ? ` aria-describedby="${field}-error" aria-invalid="true"` : '';
  const title = model.kind === 'checkout_new' ? 'Complete your subscription' : 'Update your card';
  const summary =
    model.kind === 'checkout_new' && model.itemPrice
      ? `<section class="summary" aria-label="Order summary">
<p class="plan">${escapeHtml(model.itemPrice.name)}${model.quantity > 1 ? ` &times; ${model.quantity}` : ''}</p>
<p class="price"><strong>${escapeHtml(formatMoney(model.itemPrice.price * model.quantity, model.itemPrice.currency_code))}</strong> per ${escapeHtml(periodLabel(model.itemPrice.period, model.itemPrice.period_unit))}</p>
</section>`
      : model.customerLabel
        ? `<p class="plan">Card on file for ${escapeHtml(model.customerLabel)}</p>`
        : '';
  const contact =
    model.kind === 'checkout_new'
      ? `<fieldset>
<legend>Your details</legend>
<div class="row">
<div class="field"><label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name" maxlength="150" value="${escapeHtml(values.firstName)}"></div>
<div class="field"><label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name" maxlength="150" value="${escapeHtml(values.lastName)}"></div>
</div>
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" maxlength="70" value="${escapeHtml(values.email)}"${describedBy('email')}>${errorFor('email')}</div>
</fieldset>`
      : '';
  const submit = model.kind === 'checkout_new' ? 'Pay' : 'Save card';
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="test-note">${escapeHtml(TEST_NOTE)}</p>
${summary}
${errorFor('form')}
<form method="post" action="./" novalidate>
${contact}
<fieldset>
<legend>Card</legend>
<div class="field"><label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${describedBy('number')}>${errorFor('number')}</div>
<div class="row">
<div class="field"><label for="expiry_month">Expiry month (MM)</label><input id="expiry_month" name="expiry_month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" placeholder="MM" required value="${escapeHtml(values.expiryMonth)}"${describedBy('expiry')}></div>
<div class="field"><label for="expiry_year">Expiry year (YYYY)</label><input id="expiry_year" name="expiry_year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" placeholder="YYYY" required value="${escapeHtml(values.expiryYear)}"${describedBy('expiry')}></div>
<div class="field"><label for="cvv">CVC</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4"${describedBy('cvv')}></div>
</div>
${errorFor('expiry')}${errorFor('cvv')}
</fieldset>
<button type="submit">${submit}</button>
</form>
${model.cancelHref ? `<p class="cancel"><a href="${escapeHtml(model.cancelHref)}">Cancel and go back</a></p>` : ''}`,
  );
}

export function renderMessage(
  title: string,
  message: string,
  link?: { href: string; label: string },
) {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p class="cancel"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

// Served from its own route: the host's CSP allows only same-origin stylesheets (and inline
// styles, which this avoids anyway).
export const PAGE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f29;background:#f2f4f7;line-height:1.45}
body{margin:0;padding:12px}
.card{max-width:440px;margin:0 auto;background:#fff;border:1px solid #d5dae1;border-radius:10px;padding:16px 18px}
h1{font-size:1.3rem;margin:0 0 8px}
p{margin:0 0 10px}
.test-note{background:#fff7e0;border:1px solid #c9a227;border-radius:6px;padding:6px 10px;font-size:.9rem;color:#4a3a00}
.summary{border-bottom:1px solid #e3e7ec;margin-bottom:8px}
.plan{font-weight:600;margin-bottom:2px}
.price{color:#2c3442}
fieldset{border:0;padding:0;margin:0 0 8px}
legend{font-weight:600;padding:0;margin-bottom:4px}
.row{display:flex;gap:10px;flex-wrap:wrap}
.row .field{flex:1 1 100px}
.field{margin-bottom:8px}
label{display:block;font-size:.9rem;margin-bottom:2px;color:#2c3442}
input{width:100%;min-height:44px;padding:8px 10px;font-size:1rem;border:1px solid #7a8494;border-radius:6px;color:#1a1f29;background:#fff}
input:focus{outline:3px solid #1d5bd8;outline-offset:1px;border-color:#1d5bd8}
input[aria-invalid="true"]{border-color:#b3261e}
.error{color:#b3261e;font-weight:600;font-size:.9rem;margin:4px 0 8px}
button{width:100%;min-height:44px;border:0;border-radius:6px;background:#1d5bd8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#164aae}
button:focus-visible{outline:3px solid #0b2d6b;outline-offset:2px}
.cancel{margin:10px 0 0;text-align:center}
.cancel a{display:inline-block;min-height:44px;line-height:44px;color:#1d4fb8}
@media (max-height:620px){body{padding:4px}.card{padding:10px 14px}h1{font-size:1.15rem}}
`;
