export type { ObjectStorage } from './object-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { S3Storage } from './s3-storage';
export { createStorage } from './create-storage';
export { detectFileType, FILE_TYPE_GROUPS, type FileTypeGroup } from './file-types';
export { sniffUpload, UploadTooLargeError, SNIFF_BYTES, type SniffedUpload, type UploadSource } from './upload-stream';
export { uploadDisplayName } from './display-name';
