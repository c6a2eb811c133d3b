// The tests folder beside App/: not the app's module.
struct LandmarkRow { }
