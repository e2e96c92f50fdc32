// The currencies a value may be reported in: ISO 4217's codes of money (its list of 2026), without the codes
// that are none (XXX), for testing (XTS), precious metals (XAU, XAG, XPT, XPD) or units of account (XBA-XBD, XDR,
// XSU, XUA). Sums are kept per currency, so a code outside them would make a total nobody can read.
const ISO_4217 = `AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD
  CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD
  GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD
  LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR
  PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD
  TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG`;

const CURRENCIES: ReadonlySet<string> = new Set(ISO_4217.split(/\s+/).filter(Boolean));

/** Whether `code` is an ISO 4217 currency of money, in upper case (`EUR`). */
export function isCurrency(code: string): boolean {
  return CURRENCIES.has(code);
}
