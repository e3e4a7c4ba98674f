// What a component test gets for an imported stylesheet: nothing (see jest.config.js).
export default {};
