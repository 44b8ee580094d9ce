export { ROLES, hasRole, isRole, type Role } from './roles.ts';
export { normalizeForSearch, searchWorkspaces } from './workspaceSearch.ts';
export {
  compareNames,
  sortWorkspaces,
  toggleDirection,
  type SortDirection,
  type SortKey,
} from './workspaceSort.ts';
export {
  filterNav,
  navState,
  normalizeNavPath,
  type NavCollapse,
  type NavContext,
  type NavFeature,
  type NavGroup,
  type NavItem,
  type NavNode,
  type NavState,
} from './nav.ts';
export {
  identityErrorName,
  mapRecoveryError,
  mapSignInError,
  type IdentityErrorCode,
  type RecoveryErrorCode,
  type SessionErrorCode,
} from './identityErrors.ts';
export { validateEmail, validatePasswordMatch, validatePin, validateRequired } from './validation.ts';
export * from './constants.ts';
export {
  cnpjCheckDigits,
  cpfCheckDigits,
  detectTaxIdType,
  formatCnpj,
  formatCpf,
  formatTaxIdInput,
  isValidCnpj,
  isValidCpf,
  lastDigits,
  normalizeTaxIdInput,
  onlyTaxIdChars,
  resolveTaxIdKind,
  taxIdFormatter,
  type TaxIdFormatter,
  type TaxIdInputKind,
  type TaxIdType,
} from './taxId.ts';
export {
  currentNotice,
  initialRequestState,
  requestLifecycle,
  type Notice,
  type RequestAction,
  type RequestState,
} from './requestLifecycle.ts';
export {
  PERMISSIONS,
  can,
  canManageRole,
  isPermission,
  minRoleOf,
  roleRank,
  rolesWith,
  USER_CHANGES,
  type Permission,
  type UserChange,
} from './permissions.ts';
export {
  checkOperationAccess,
  type AccessCaller,
  type AccessRefusalCode,
  type CompanyFeature,
  type OperationAccessRule,
} from './operationAccess.ts';
export {
  BALLOT_REQUIRED_PLACEHOLDER,
  TEMPLATE_PLACEHOLDERS,
  fillPlaceholders,
  findPlaceholders,
  placeholdersFor,
  samplePlaceholderValues,
  templateIssues,
  type PlaceholderDefinition,
  type TemplateChannel,
  type TemplateDraft,
  type TemplateIssue,
  type TemplateIssueCode,
  type TemplateKind,
} from './templatePlaceholders.ts';
export {
  ALREADY_REGISTERED,
  ALREADY_REPRESENTED,
  ALREADY_VOTED,
  FILE_ISSUE_CODES,
  IMPORT_ROW_CODES,
  REPRESENTED_PARTY_ROW_CODES,
  ROW_ISSUE_CODES,
  VOTER_FIELDS,
  type FileIssueCode,
  type ImportRowCode,
  type RepresentedPartyRowCode,
  type RowIssueCode,
  type VoterField,
} from './voterImportCodes.ts';
export { FILE_SLUG_MAX_CHARS, fileSlug, titledFileName } from './fileNames.ts';
export { AUDIT_ACTIONS, isAuditAction, type AuditAction } from './auditActions.ts';
export {
  fillImportText,
  importErrorReportFileName,
  importErrorReportHeader,
  rowIssueMessage,
  voterFieldLabel,
  voterImportText,
  VOTER_IMPORT_TEXT,
  type IssueParamValue,
  type VoterImportText,
} from './voterImportText/index.ts';
export {
  ACCESS_LOCK_MS,
  ACCESS_TRIES,
  answersForParties,
  ballotAnswerErrors,
  canonicalAnswers,
  newVoterSession,
  PIN_RESEND_MS,
  PIN_SEND_WINDOW_MS,
  PIN_VALID_MS,
  pinResendWaitSeconds,
  pinSendWaitSeconds,
  portalBallotRefusal,
  validateLast4,
  VOTER_SESSION_IDLE_MS,
  VOTER_SESSION_MAX_MS,
  wrongAccessTry,
  type AccessStep,
  type BallotAnswerError,
  type BallotAnswerKey,
  type BallotAnswerSubject,
  type Last4Issue,
  type PortalBallotFacts,
  type PortalBallotRefusal,
  type WrongTry,
} from './voterPortalRules.ts';
export {
  countParticipation,
  eligibleSubjects,
  listParticipation,
  votingParticipation,
  type ListParticipation,
  type ParticipationCounts,
  type ParticipationRecords,
  type ParticipationVotingStatus,
  type SubjectCount,
  type VotingParticipation,
} from './votingParticipation.ts';
export {
  isAccessLocked,
  nextDeadlineFor,
  workspaceDeletionBlock,
  type WorkspaceDeletionBlock,
  type WorkspaceVotingCounts,
} from './votingSafeguards.ts';
export {
  publishGaps,
  type PublishFacts,
  type PublishGap,
  type PublishGapCode,
  type PublishGapField,
} from './votingPublish.ts';
export { formatPhone, readPhone, type PhoneReading } from './phone.ts';
export {
  decimalSeparatorOf,
  parseWeight,
  WEIGHT_MAX_DECIMALS,
  WEIGHT_MAX_INTEGER_DIGITS,
  type DecimalSeparator,
  type WeightIssueCode,
  type WeightOptions,
  type WeightReading,
} from './weight.ts';
export {
  canonicalDecimal,
  DECIMAL_PLACES,
  decimalToString,
  isDecimal,
  localizeDecimal,
  parseDecimal,
  percentOf,
  shareOf,
  type NumberSeparators,
} from './decimal.ts';
export {
  participationShare,
  TALLY_OPTIONS,
  tallyItem,
  type Amount,
  type ItemTally,
  type ItemVoteTotals,
  type OptionResult,
  type TallyOption,
  type Weighting,
} from './tally.ts';
export {
  actionsAllowed,
  checkAction,
  effectiveStatus,
  isActionAllowed,
  statusesAllowing,
  VOTING_ACTIONS,
  VOTING_STATUSES,
  type ActionCheck,
  type VotingAction,
  type VotingStatus,
  type VotingTimes,
} from './votingStatus.ts';
export {
  changedVotingFields,
  FIXED_ONCE_PUBLISHED,
  fixedOncePublished,
  readCopyTitle,
  sameVotingItems,
  VOTING_EDIT_FIELDS,
  type VotingEditFacts,
  type VotingEditField,
  type VotingItemFacts,
} from './votingEdit.ts';
export {
  isVoterPhoneTooLong,
  readVoterEmail,
  readVoterName,
  VOTER_EMAIL_MAX_CHARS,
  VOTER_NAME_MAX_CHARS,
  VOTER_PHONE_MAX_CHARS,
  VOTER_TAX_ID_MAX_CHARS,
  VOTER_TAX_ID_MIN_CHARS,
  type VoterEmailReading,
  type VoterNameReading,
} from './voterFields.ts';
export { readTaxId, readTypedTaxId, type TaxIdReading, type TypedTaxIdReading } from './taxIdCell.ts';
export {
  readPartyInput,
  readVoterInput,
  VOTER_INPUT_REFUSAL_STATUS,
  type PartyFields,
  type PartyInputFields,
  type PartyInputReading,
  type VoterFields,
  type VoterInputError,
  type VoterInputFields,
  type VoterInputReading,
  type VoterInputRefusal,
} from './voterInput.ts';
export { startOfDayInZone, TIME_ZONE, zoneOffsetMs } from './timeZone.ts';
export {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_REPRESENTED_PARTIES_BYTES,
  MAX_VOTER_IMPORT_BYTES,
  VOTER_IMPORT_TYPES,
  acceptedType,
  matchesFileType,
  type DocumentExtension,
  type DocumentType,
  type ImageExtension,
  type ImageType,
} from './fileKinds.ts';
export {
  readCompanySettings,
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsReading,
  type CompanySettingsRefusal,
} from './companySettings.ts';
export {
  cleanWorkspaceName,
  readWorkspaceInput,
  type WorkspaceInputError,
  type WorkspaceInputReading,
} from './workspaceInput.ts';
export {
  addCalendarDays,
  calendarDate,
  calendarDateOf,
  calendarDaysBetween,
  dayNumber,
  fromDayNumber,
  isCalendarDate,
  weekday,
  type CalendarDate,
} from './calendarDate.ts';
export {
  addBusinessDays,
  businessDaysBetween,
  easterSunday,
  holidayOn,
  isBusinessDay,
  nationalHolidays,
  nextBusinessDay,
  previousBusinessDay,
  type Holiday,
  type HolidayKey,
} from './businessDays.ts';
