// The route table with every feature's descriptor registered first: what the code below the shell
// loads through app/consoleParts (the sign-in page's preloads, the document title).
import './features';

export * from '../app/consoleRoutes';
