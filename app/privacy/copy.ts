/**
 * Every sentence the privacy features show or send, in one place so that an i18n layer can take them
 * over as keys. Sentences are whole (values are passed in, never glued to other sentences).
 */
export const PRIVACY_COPY = {
  exportHeading: "Your data",
  exportIntro:
    "Download everything this site keeps about you: your profile, your answers and their history, your reports, bookings, payments, gallery choices and comments, the messages you sent and the files you uploaded. You get a ZIP file with JSON and CSV files.",
  exportButton: "Download my data",
  exportTooSoon: (minutes: number) =>
    `You downloaded your data a moment ago. You can download it again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  exportFilesOmitted: (count: number, limitMegabytes: number) =>
    `${count} uploaded ${count === 1 ? "file was" : "files were"} left out because the download would be larger than ${limitMegabytes} MB. Ask the owner for them.`,
  deleteHeading: "Delete my account",
  deleteIntro:
    "This deletes your account, your answers, your reports, your uploaded files, your galleries with your comments and favourites, and the messages you sent. Bookings and payments are kept for the accounts without your name or e-mail address, as the law requires. This cannot be undone.",
  deleteAdminRefused:
    "An administrator's account cannot be deleted here. Give the administrator role to someone else first.",
  deleteConfirmLabel: "Type DELETE to confirm",
  deletePasswordLabel: "Your password",
  deleteCodeLabel: "6-digit code from your authenticator app",
  deleteCodeWrong: "This code is not correct. Try the current one.",
  deleteButton: "Delete my account",
  deleteTooMany: "Too many attempts. Please wait 15 minutes and try again.",
  deletedNotice: "Your account has been deleted. Thank you for the time you spent with us.",
  ownerDeleteHeading: "Data and deletion",
  ownerExportButton: "Download this client's data",
  ownerDeleteIntro:
    "Deletes this client's account, answers, reports, uploaded files, galleries, comments and messages. Their bookings and payments stay, without their name or e-mail address.",
  ownerDeleteConfirmLabel: "Type the client's e-mail address to confirm",
  ownerDeleteConfirmWrong: "Type the client's e-mail address exactly to confirm.",
  ownerDeleteButton: "Delete this client's account",
  ownerDeleted: (email: string) => `The account of ${email} has been deleted.`,
  ownerDeletedNotice: "The client's account has been deleted. Their bookings and payments are kept without their name.",
  anonymisedName: "Deleted client",
} as const;
