export * from './ListImportButton';
export * from './importTexts';
