/**
 * The registration pages' styles, inline in both the page and the 4xx answer (which is written
 * without the site's stylesheet): one column on a phone (375 px), the badge printable on A6.
 */
export const REGISTER_CSS = `
.register{max-width:760px;margin:0 auto;padding:0 12px 32px;box-sizing:border-box}
.register *{box-sizing:border-box}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.register h1{font-size:1.5rem;margin:16px 0}
.register-intro,.register-hint{color:#555;font-size:.9rem}
.register-hint{display:block;margin:2px 0 4px}
.register-field{margin:0 0 14px;border:0;padding:0}
.register-field label,.register-field legend{display:block;font-weight:600;margin-bottom:4px}
.register-field input[type=text],.register-field input[type=tel],.register-field input[type=email],.register-field select{width:100%;max-width:100%;font-size:16px;padding:9px 10px;border:1px solid #999;border-radius:4px;background:#fff}
.register-field--invalid input,.register-field--invalid select{border-color:#b00020;background:#fff6f6}
.register-label{display:block;font-weight:600;margin-bottom:4px}
.register-captcha altcha-widget{display:block;max-width:360px}
.register-full{border:1px solid #b45f06;background:#fff8e6;color:#7a3e00;padding:10px 12px;border-radius:4px;font-weight:600}
.register-full-day{color:#b45f06;font-size:.9rem}
.register-window{font-size:1.1rem;padding:16px;border:1px solid #ccc;border-radius:4px;background:#fafafa}
.register-resend{margin:4px 0 12px}
.register-error{color:#b00020;margin:4px 0 0;font-size:.9rem}
.register-required{color:#b00020}
.register-check{display:flex;gap:8px;align-items:flex-start;font-weight:400!important;margin:6px 0;line-height:1.4}
.register-check input{width:20px;height:20px;flex:none;margin:0}
.register-days .register-check{display:inline-flex;margin-right:16px}
.register-group{margin:8px 0 16px;border:1px solid #ccc;border-radius:4px;padding:8px 12px}
.register-group summary{cursor:pointer;font-weight:600;padding:4px 0}
.register-colleague{border:0;border-top:1px dashed #ccc;padding:8px 0 0;margin:8px 0 0}
.register-colleague legend{font-weight:600}
.register-trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.register-notice h2{font-size:1.1rem;margin:16px 0 8px}
.register-notice__text{white-space:pre-wrap;max-height:260px;overflow:auto;border:1px solid #ccc;border-radius:4px;padding:10px;font-size:.9rem;line-height:1.6;background:#fafafa}
.register-submit{display:block;width:100%;max-width:360px;margin:20px auto 0;padding:12px;font-size:1.1rem;color:#fff;background:#0b5394;border:0;border-radius:4px;cursor:pointer}
.register-summary{border:1px solid #b00020;background:#fff6f6;color:#b00020;padding:8px 12px;margin:0 0 16px;border-radius:4px}
.register-summary p{margin:4px 0}
.badge-page .badge-intro{color:#555}
.badge{border:2px solid #0b5394;border-radius:8px;padding:16px;margin:16px auto;max-width:105mm;text-align:center;background:#fff;break-inside:avoid;page-break-inside:avoid}
.badge__number{font:700 1.4rem/1.2 monospace;letter-spacing:.05em;margin:4px 0}
.badge__name{font-size:1.6rem;font-weight:700;margin:8px 0 4px;word-break:break-word}
.badge__company{font-size:1.1rem;margin:0 0 8px;word-break:break-word}
.badge__type{display:inline-block;margin:0 0 4px;padding:2px 12px;border-radius:4px;background:#b21410;color:#fff;font-weight:700;letter-spacing:.2em}
.badge__days{font-size:.9rem;color:#333;margin:0 0 8px}
.badge__qr{display:block;width:200px;height:200px;margin:0 auto;image-rendering:pixelated}
.badge__revoked{color:#b00020;font-weight:700}
.badge-print{display:block;margin:16px auto;text-align:center}
.badge-own-data{margin:32px 0 0;border-top:1px solid #ccc;padding-top:8px}
.badge-own-data h2{font-size:1.1rem}
.badge-delete{margin-top:16px}
.badge-delete__button{background:#b00020}
@media print{
  @page{size:A6 portrait;margin:6mm}
  body *{visibility:hidden}
  .badge,.badge *{visibility:visible}
  .badge{position:relative;border:0;margin:0 auto;max-width:none;width:100%;page-break-after:always;break-after:page}
  .badge-page{position:absolute;left:0;top:0;width:100%}
  .badge-intro,.badge-print,.badge-group-title,.badge-own-data{display:none}
  .badge__qr{width:60mm;height:60mm}
}
`
