// The live module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { findOwnAttachment, insertAttachment, toAttachmentRef } from './attachments/attachmentRepository.ts';
export { uploadPath } from './attachments/storeUpload.ts';
export { uploadFileName } from './attachments/uploadFileName.ts';
export { liveModule } from './liveModule.ts';
export { appendMessage } from './messages/appendMessage.ts';
export { toLiveMessage } from './messages/toLiveMessage.ts';
export { isDepartmentOpen } from './queue/isDepartmentOpen.ts';
export { conversationReachSql } from './rooms/conversationReachSql.ts';
export { findDepartment } from './rooms/findDepartment.ts';
export { isVisible } from './rooms/findVisibleConversation.ts';
export { handOffToDepartment } from './rooms/handOffToDepartment.ts';
export { heldStatuses } from './rooms/liveStatusLists.ts';
export { type LiveViewer, loadViewer } from './rooms/loadViewer.ts';
export { storeAttendantMessage } from './rooms/sendAttendantMessage.ts';
