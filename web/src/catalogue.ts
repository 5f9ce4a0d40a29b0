// The one door from the console into the shared module catalogue.
export * from '../../catalogue';
