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
  deleteConfirmWord: "DELETE",
  deleteConfirmMissing: "Type DELETE in capital letters to confirm.",
  deletePasswordLabel: "Your password",
  deleteCodeLabel: "6-digit code from your authenticator app",
  deleteCodeMissing: "Enter the 6-digit code from your authenticator app.",
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
  ownerMailSubject: "A client deleted their account",
  ownerMailBody: (when: string, bookings: number, payments: number) =>
    `A client deleted their account on ${when}. Their answers, files, galleries and messages are gone. ${bookings} ${bookings === 1 ? "booking" : "bookings"} and ${payments} ${payments === 1 ? "payment" : "payments"} are kept for the accounts, without their name or e-mail address.`,
  ownerMailByOwnerSubject: "A client's account was deleted",
  ownerMailByOwnerBody: (actor: string, when: string, bookings: number, payments: number) =>
    `${actor} deleted a client's account on ${when}. ${bookings} ${bookings === 1 ? "booking" : "bookings"} and ${payments} ${payments === 1 ? "payment" : "payments"} are kept for the accounts, without their name or e-mail address.`,
  inactivitySubject: "Your account will be deleted for inactivity",
  inactivityLines: (years: number, days: number) => [
    `You have not signed in for ${years} ${years === 1 ? "year" : "years"}. To protect your privacy, accounts that are not used are deleted.`,
    `Your account and everything in it will be deleted in ${days} days. Sign in before then if you want to keep it; you can also download your data from your account page first.`,
  ],
  inactivityButton: "Sign in to keep my account",
} as const;
