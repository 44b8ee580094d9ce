import { changeWorkspaceHandler, companyHandler } from './companies.ts';
import {
  createCommunicationHandler,
  deleteCommunicationHandler,
  getCommunicationHandler,
  listCommunicationRecipientsHandler,
  previewCommunicationRecipientHandler,
  listCommunicationsHandler,
  sendCommunicationHandler,
  updateCommunicationHandler,
  uploadCommunicationRecipientsHandler,
} from './communications.ts';
import { forgotPasswordHandler } from './forgot-password.ts';
import { healthHandler } from './health.ts';
import { sessionUserHandler, userInfoHandler } from './session.ts';
import {
  listUsersHandler,
  getUserHandler,
  createUserHandler,
  updateUserHandler,
  deleteUserHandler,
} from './users.ts';
import {
  listWorkspacesHandler,
  getWorkspaceHandler,
  createWorkspaceHandler,
  updateWorkspaceHandler,
  deleteWorkspaceHandler,
  getWorkspaceDeletionHandler,
} from './workspaces.ts';
import {
  updateCompanyHandler,
  uploadCompanyLogoHandler,
  deleteCompanyLogoHandler,
  getFileHandler,
} from './company-settings.ts';
import {
  listTemplatesHandler,
  getTemplateHandler,
  createTemplateHandler,
  updateTemplateHandler,
  deleteTemplateHandler,
  previewTemplateHandler,
} from './templates.ts';
import {
  addVoterHandler,
  listVotersHandler,
  unlockVoterAccessHandler,
  updateVoterHandler,
  voidVoterHandler,
} from './voters.ts';
import {
  confirmVoterImportHandler,
  discardVoterImportHandler,
  downloadVoterImportErrorsHandler,
  getVoterImportExampleHandler,
  getVoterImportHandler,
  uploadVoterImportHandler,
} from './voter-imports.ts';
import {
  listVotingDispatchesHandler,
  remindPendingVotersHandler,
  resendInvitationHandler,
  sendTestInvitationHandler,
} from './voting-dispatches.ts';
import {
  listVotingsHandler,
  createVotingHandler,
  getVotingHandler,
  updateVotingHandler,
  deleteVotingHandler,
  duplicateVotingHandler,
  publishVotingHandler,
  closeVotingHandler,
  cancelVotingHandler,
  extendVotingDeadlineHandler,
} from './votings.ts';
import {
  listVotingAuditHandler,
  getVotingResultsHandler,
  listRepresentedVotesHandler,
} from './voting-records.ts';
import {
  uploadVotingDocumentHandler,
  downloadVotingDocumentHandler,
  deleteVotingDocumentHandler,
} from './voting-documents.ts';
import { downloadVoteMapHandler, downloadVotingReportHandler } from './voting-reports.ts';
import {
  downloadVotingBatchConsolidatedCsvHandler,
  downloadVotingBatchConsolidatedXlsxHandler,
} from './voting-batch-reports.ts';
import { downloadBatchVoteMapHandler, downloadFundVoteMapHandler, listVoteMapsHandler } from './vote-maps.ts';
import {
  acceptPortalPolicyHandler,
  downloadPortalDocumentHandler,
  getPortalVotingHandler,
  verifyPortalIdentityHandler,
  verifyPortalPinHandler,
} from './voter-portal-access.ts';
import { endPortalSessionHandler } from './voter-portal-sign-out.ts';
import {
  addRepresentedPartyHandler,
  deletePortalUploadHandler,
  downloadPortalReceiptHandler,
  getPortalBallotHandler,
  getRepresentedPartiesExampleHandler,
  importRepresentedPartiesHandler,
  removeRepresentedPartyHandler,
  submitPortalBallotHandler,
  uploadPortalDocumentHandler,
} from './voter-portal-ballot.ts';
import {
  downloadPortalBatchDocumentHandler,
  downloadPortalBatchReceiptHandler,
  getPortalBatchBallotsHandler,
  submitPortalBatchBallotsHandler,
} from './voter-portal-batch.ts';
import {
  closeVotingBatchHandler,
  confirmVotingBatchHoldersHandler,
  createVotingBatchHandler,
  extendVotingBatchDeadlineHandler,
  getVotingBatchHandler,
  listVotingBatchesHandler,
  publishVotingBatchHandler,
  remindVotingBatchPendingHandler,
  uploadVotingBatchHoldersHandler,
} from './voting-batches.ts';
import {
  getVotingBatchDocumentsHandler,
  uploadVotingBatchDocumentsHandler,
} from './voting-batch-documents.ts';
import { decideApprovalHandler, downloadApprovalUploadHandler, getApprovalHandler } from './approvals.ts';
import type { AppDependencies, Handlers } from './types.ts';

/** The implementation of every operation of openapi/openapi.yaml, by operationId. */
export function createHandlers(deps: AppDependencies): Handlers {
  return {
    getHealth: healthHandler(deps),
    getSessionUser: sessionUserHandler(deps),
    getUserInfo: userInfoHandler(deps),
    getCompany: companyHandler(deps),
    changeWorkspace: changeWorkspaceHandler(deps),
    forgotPassword: forgotPasswordHandler(deps),
    listUsers: listUsersHandler(deps),
    getUser: getUserHandler(deps),
    createUser: createUserHandler(deps),
    updateUser: updateUserHandler(deps),
    deleteUser: deleteUserHandler(deps),
    listWorkspaces: listWorkspacesHandler(deps),
    getWorkspace: getWorkspaceHandler(deps),
    createWorkspace: createWorkspaceHandler(deps),
    updateWorkspace: updateWorkspaceHandler(deps),
    deleteWorkspace: deleteWorkspaceHandler(deps),
    getWorkspaceDeletion: getWorkspaceDeletionHandler(deps),
    updateCompany: updateCompanyHandler(deps),
    uploadCompanyLogo: uploadCompanyLogoHandler(deps),
    deleteCompanyLogo: deleteCompanyLogoHandler(deps),
    getFile: getFileHandler(deps),
    listTemplates: listTemplatesHandler(deps),
    getTemplate: getTemplateHandler(deps),
    createTemplate: createTemplateHandler(deps),
    updateTemplate: updateTemplateHandler(deps),
    deleteTemplate: deleteTemplateHandler(deps),
    previewTemplate: previewTemplateHandler(deps),
    listCommunications: listCommunicationsHandler(deps),
    createCommunication: createCommunicationHandler(deps),
    getCommunication: getCommunicationHandler(deps),
    updateCommunication: updateCommunicationHandler(deps),
    deleteCommunication: deleteCommunicationHandler(deps),
    uploadCommunicationRecipients: uploadCommunicationRecipientsHandler(deps),
    listCommunicationRecipients: listCommunicationRecipientsHandler(deps),
    previewCommunicationRecipient: previewCommunicationRecipientHandler(deps),
    sendCommunication: sendCommunicationHandler(deps),
    listVotings: listVotingsHandler(deps),
    createVoting: createVotingHandler(deps),
    getVoterImportExample: getVoterImportExampleHandler(deps),
    getVoting: getVotingHandler(deps),
    updateVoting: updateVotingHandler(deps),
    deleteVoting: deleteVotingHandler(deps),
    duplicateVoting: duplicateVotingHandler(deps),
    publishVoting: publishVotingHandler(deps),
    closeVoting: closeVotingHandler(deps),
    cancelVoting: cancelVotingHandler(deps),
    extendVotingDeadline: extendVotingDeadlineHandler(deps),
    getVotingResults: getVotingResultsHandler(deps),
    uploadVotingDocument: uploadVotingDocumentHandler(deps),
    downloadVotingDocument: downloadVotingDocumentHandler(deps),
    deleteVotingDocument: deleteVotingDocumentHandler(deps),
    listVoters: listVotersHandler(deps),
    addVoter: addVoterHandler(deps),
    updateVoter: updateVoterHandler(deps),
    voidVoter: voidVoterHandler(deps),
    unlockVoterAccess: unlockVoterAccessHandler(deps),
    resendInvitation: resendInvitationHandler(deps),
    remindPendingVoters: remindPendingVotersHandler(deps),
    sendTestInvitation: sendTestInvitationHandler(deps),
    listVotingDispatches: listVotingDispatchesHandler(deps),
    uploadVoterImport: uploadVoterImportHandler(deps),
    getVoterImport: getVoterImportHandler(deps),
    discardVoterImport: discardVoterImportHandler(deps),
    confirmVoterImport: confirmVoterImportHandler(deps),
    downloadVoterImportErrors: downloadVoterImportErrorsHandler(deps),
    listRepresentedVotes: listRepresentedVotesHandler(deps),
    listVotingBatches: listVotingBatchesHandler(deps),
    createVotingBatch: createVotingBatchHandler(deps),
    getVotingBatch: getVotingBatchHandler(deps),
    uploadVotingBatchHolders: uploadVotingBatchHoldersHandler(deps),
    confirmVotingBatchHolders: confirmVotingBatchHoldersHandler(deps),
    publishVotingBatch: publishVotingBatchHandler(deps),
    extendVotingBatchDeadline: extendVotingBatchDeadlineHandler(deps),
    closeVotingBatch: closeVotingBatchHandler(deps),
    remindVotingBatchPending: remindVotingBatchPendingHandler(deps),
    downloadVotingBatchConsolidatedCsv: downloadVotingBatchConsolidatedCsvHandler(deps),
    downloadVotingBatchConsolidatedXlsx: downloadVotingBatchConsolidatedXlsxHandler(deps),
    getVotingBatchDocuments: getVotingBatchDocumentsHandler(deps),
    uploadVotingBatchDocuments: uploadVotingBatchDocumentsHandler(deps),
    listVotingAudit: listVotingAuditHandler(deps),
    downloadVoteMap: downloadVoteMapHandler(deps),
    downloadVotingReport: downloadVotingReportHandler(deps),
    listVoteMaps: listVoteMapsHandler(deps),
    downloadFundVoteMap: downloadFundVoteMapHandler(deps),
    downloadBatchVoteMap: downloadBatchVoteMapHandler(deps),
    getPortalVoting: getPortalVotingHandler(deps),
    verifyPortalIdentity: verifyPortalIdentityHandler(deps),
    verifyPortalPin: verifyPortalPinHandler(deps),
    endPortalSession: endPortalSessionHandler(deps),
    downloadPortalDocument: downloadPortalDocumentHandler(deps),
    acceptPortalPolicy: acceptPortalPolicyHandler(deps),
    getPortalBallot: getPortalBallotHandler(deps),
    submitPortalBallot: submitPortalBallotHandler(deps),
    downloadPortalReceipt: downloadPortalReceiptHandler(deps),
    getPortalBatchBallots: getPortalBatchBallotsHandler(deps),
    submitPortalBatchBallots: submitPortalBatchBallotsHandler(deps),
    downloadPortalBatchReceipt: downloadPortalBatchReceiptHandler(deps),
    downloadPortalBatchDocument: downloadPortalBatchDocumentHandler(deps),
    addRepresentedParty: addRepresentedPartyHandler(deps),
    importRepresentedParties: importRepresentedPartiesHandler(deps),
    removeRepresentedParty: removeRepresentedPartyHandler(deps),
    getRepresentedPartiesExample: getRepresentedPartiesExampleHandler(deps),
    uploadPortalDocument: uploadPortalDocumentHandler(deps),
    deletePortalUpload: deletePortalUploadHandler(deps),
    getApproval: getApprovalHandler(deps),
    downloadApprovalUpload: downloadApprovalUploadHandler(deps),
    decideApproval: decideApprovalHandler(deps),
  };
}
