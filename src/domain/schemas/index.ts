export * from './common';
export * from './league';
export * from './game';
export * from './pool';
export * from './square';
export * from './auth';
export * from './claims';
export * from './scores';
