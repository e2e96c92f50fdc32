// What a page's buttons and headings say, in the scanner's language (Accept-Language, in its order of
// preference; English when none of ours is asked for).
export const PAGE_LANGUAGES = ["en", "fr", "de", "es"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const EN = {
  addToContacts: "Add to contacts",
  call: "Call",
  email: "Email",
  website: "Website",
  openMap: "Open in maps",
  addToCalendar: "Add to calendar",
  moreInformation: "More information",
  when: "When",
  where: "Where",
  sendText: "Send a text message",
  openMessages: "Open Messages",
  writeEmail: "Write the email",
  callNumber: "Call this number",
  wifiTitle: "Wi-Fi network",
  wifiText: "Point your phone's camera at the printed code to join this network.",
  report: "Report abuse",
  protectedTitle: "This code is protected",
  password: "Password",
  open: "Open",
  wrongPassword: "That password is not right.",
  tooManyTries: "Too many tries. Please try again in a few minutes.",
  enterPassword: "Enter the password.",
  notFromHere: "This form was sent from another site. Enter the password here.",
  noticeTitle: "Before you continue",
  continue: "Continue",
  document: "Document",
  openDocument: "Open the document",
  download: "Download",
};
export type PageStrings = typeof EN;

const STRINGS: Record<PageLanguage, PageStrings> = {
  en: EN,
  fr: {
    addToContacts: "Ajouter aux contacts",
    call: "Appeler",
    email: "E-mail",
    website: "Site web",
    openMap: "Ouvrir dans Plans",
    addToCalendar: "Ajouter au calendrier",
    moreInformation: "Plus d'informations",
    when: "Quand",
    where: "Où",
    sendText: "Envoyer un SMS",
    openMessages: "Ouvrir Messages",
    writeEmail: "Écrire l'e-mail",
    callNumber: "Appeler ce numéro",
    wifiTitle: "Réseau Wi-Fi",
    wifiText: "Visez le code imprimé avec l'appareil photo du téléphone pour rejoindre ce réseau.",
    report: "Signaler un abus",
    protectedTitle: "Ce code est protégé",
    password: "Mot de passe",
    open: "Ouvrir",
    wrongPassword: "Ce mot de passe n'est pas le bon.",
    tooManyTries: "Trop d'essais. Réessayez dans quelques minutes.",
    enterPassword: "Saisissez le mot de passe.",
    notFromHere: "Ce formulaire a été envoyé depuis un autre site. Saisissez le mot de passe ici.",
    noticeTitle: "Avant de continuer",
    continue: "Continuer",
    document: "Document",
    openDocument: "Ouvrir le document",
    download: "Télécharger",
  },
  de: {
    addToContacts: "Zu Kontakten hinzufügen",
    call: "Anrufen",
    email: "E-Mail",
    website: "Website",
    openMap: "In Karten öffnen",
    addToCalendar: "Zum Kalender hinzufügen",
    moreInformation: "Weitere Informationen",
    when: "Wann",
    where: "Wo",
    sendText: "SMS senden",
    openMessages: "Nachrichten öffnen",
    writeEmail: "E-Mail schreiben",
    callNumber: "Diese Nummer anrufen",
    wifiTitle: "WLAN-Netzwerk",
    wifiText:
      "Richten Sie die Kamera Ihres Telefons auf den gedruckten Code, um diesem Netzwerk beizutreten.",
    report: "Missbrauch melden",
    protectedTitle: "Dieser Code ist geschützt",
    password: "Passwort",
    open: "Öffnen",
    wrongPassword: "Dieses Passwort stimmt nicht.",
    tooManyTries: "Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.",
    enterPassword: "Geben Sie das Passwort ein.",
    notFromHere: "Dieses Formular wurde von einer anderen Website gesendet. Geben Sie das Passwort hier ein.",
    noticeTitle: "Bevor Sie fortfahren",
    continue: "Weiter",
    document: "Dokument",
    openDocument: "Dokument öffnen",
    download: "Herunterladen",
  },
  es: {
    addToContacts: "Añadir a contactos",
    call: "Llamar",
    email: "Correo",
    website: "Sitio web",
    openMap: "Abrir en mapas",
    addToCalendar: "Añadir al calendario",
    moreInformation: "Más información",
    when: "Cuándo",
    where: "Dónde",
    sendText: "Enviar un SMS",
    openMessages: "Abrir Mensajes",
    writeEmail: "Escribir el correo",
    callNumber: "Llamar a este número",
    wifiTitle: "Red Wi-Fi",
    wifiText: "Apunta la cámara del teléfono al código impreso para unirte a esta red.",
    report: "Denunciar un abuso",
    protectedTitle: "Este código está protegido",
    password: "Contraseña",
    open: "Abrir",
    wrongPassword: "Esa contraseña no es correcta.",
    tooManyTries: "Demasiados intentos. Vuelve a intentarlo en unos minutos.",
    enterPassword: "Escribe la contraseña.",
    notFromHere: "Este formulario se envió desde otro sitio. Escribe la contraseña aquí.",
    noticeTitle: "Antes de continuar",
    continue: "Continuar",
    document: "Documento",
    openDocument: "Abrir el documento",
    download: "Descargar",
  },
};

export function stringsFor(language: PageLanguage): PageStrings {
  return STRINGS[language];
}

/** The first of our languages the header asks for, by its q-values (order breaks ties); English otherwise. */
export function pageLanguage(header: string | null): PageLanguage {
  if (!header) return "en";
  let best: PageLanguage = "en";
  let bestQ = 0;
  for (const entry of header.slice(0, 512).split(",", 16)) {
    const [rawTag = "", ...params] = entry.split(";");
    const primary = rawTag.trim().toLowerCase().split("-")[0] ?? "";
    const qParam = params.find((param) => param.trim().startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.trim().slice(2));
    if ((PAGE_LANGUAGES as readonly string[]).includes(primary) && Number.isFinite(q) && q > bestQ) {
      best = primary as PageLanguage;
      bestQ = q;
    }
  }
  return best;
}
