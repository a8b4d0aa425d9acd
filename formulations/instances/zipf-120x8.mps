*SENSE:Minimize
NAME          cacheroute_plan
ROWS
 N  J
 E  share_0
 L  dest_0
 E  share_2
 L  dest_2
 E  share_4
 L  dest_4
 E  share_5
 L  dest_5
 E  share_6
 L  dest_6
 E  share_8
 L  dest_8
 E  share_9
 L  dest_9
 E  share_10
 L  dest_10
 E  share_11
 L  dest_11
 E  share_12
 L  dest_12
 E  share_13
 L  dest_13
 E  share_15
 L  dest_15
 E  share_18
 L  dest_18
 E  share_22
 L  dest_22
 E  share_24
 L  dest_24
 E  share_26
 L  dest_26
 E  share_27
 L  dest_27
 E  share_28
 L  dest_28
 E  share_29
 L  dest_29
 E  share_32
 L  dest_32
 E  share_33
 L  dest_33
 E  share_34
 L  dest_34
 E  share_40
 L  dest_40
 E  share_42
 L  dest_42
 E  share_43
 L  dest_43
 E  share_44
 L  dest_44
 E  share_45
 L  dest_45
 E  share_46
 L  dest_46
 E  share_47
 L  dest_47
 E  share_57
 L  dest_57
 E  share_59
 L  dest_59
 E  share_60
 L  dest_60
 E  share_63
 L  dest_63
 E  share_66
 L  dest_66
 E  share_68
 L  dest_68
 E  share_69
 L  dest_69
 E  share_71
 L  dest_71
 E  share_73
 L  dest_73
 E  share_74
 L  dest_74
 E  share_75
 L  dest_75
 E  share_77
 L  dest_77
 E  share_82
 L  dest_82
 E  share_83
 L  dest_83
 E  share_85
 L  dest_85
 E  share_88
 L  dest_88
 E  share_90
 L  dest_90
 E  share_91
 L  dest_91
 E  share_93
 L  dest_93
 E  share_96
 L  dest_96
 E  share_99
 L  dest_99
 E  share_101
 L  dest_101
 E  share_102
 L  dest_102
 E  share_104
 L  dest_104
 E  share_109
 L  dest_109
 E  share_111
 L  dest_111
 E  share_113
 L  dest_113
 E  share_115
 L  dest_115
 E  share_116
 L  dest_116
 E  share_118
 L  dest_118
 L  link_0
 L  link_1
 L  link_2
 L  link_3
 L  link_4
 L  link_5
 L  link_6
 L  link_7
 L  link_8
 L  link_9
 L  link_10
 L  link_11
 L  link_12
 L  link_13
 L  link_14
 L  link_15
 L  link_16
 L  link_17
 L  link_18
 L  link_19
 L  link_20
 L  link_21
 L  link_22
 L  link_23
 L  link_24
 L  link_25
 L  link_26
 L  link_27
 L  link_28
 L  link_29
 L  link_30
 L  link_31
 L  link_32
 L  link_33
 L  link_34
 L  link_35
 L  link_36
 L  link_37
 L  link_38
 L  link_39
 L  link_40
 L  link_41
 L  link_42
 L  link_43
 L  link_44
 L  link_45
 L  link_46
 L  link_47
 L  link_48
 L  link_49
 L  link_50
 L  link_51
 L  link_52
 L  link_53
 L  link_54
 L  link_55
 L  link_56
 L  link_57
 L  link_58
 L  link_59
 L  link_60
 L  link_61
 L  link_62
 L  link_63
 L  link_64
 L  link_65
 L  link_66
 L  link_67
 L  link_68
 L  link_69
 L  link_70
 L  link_71
 L  link_72
 L  link_73
 L  link_74
 L  link_75
 L  link_76
 L  link_77
 L  link_78
 L  link_79
 L  link_80
 L  link_81
 L  link_82
 L  link_83
 L  link_84
 L  link_85
 L  link_86
 L  link_87
 L  link_88
 L  link_89
 L  link_90
 L  link_91
 L  link_92
 L  link_93
 L  link_94
 L  link_95
 L  link_96
 L  link_97
 L  link_98
 L  link_99
 L  link_100
 L  link_101
 L  link_102
 L  link_103
 L  link_104
 L  link_105
 L  link_106
 L  link_107
 L  link_108
 L  link_109
 L  link_110
 L  link_111
 L  link_112
 L  link_113
 L  link_114
 L  link_115
 L  link_116
 L  link_117
 L  link_118
 L  link_119
 L  link_120
 L  link_121
 L  link_122
 L  link_123
 L  link_124
 L  link_125
 L  link_126
 L  link_127
 L  link_128
 L  link_129
 L  link_130
 L  link_131
 L  link_132
 L  link_133
 L  link_134
 L  link_135
 L  link_136
 L  link_137
 L  link_138
 L  link_139
 L  link_140
 L  link_141
 L  link_142
 L  link_143
 L  link_144
 L  link_145
 L  link_146
 L  link_147
 L  link_148
 L  link_149
 L  link_150
 L  link_151
 L  link_152
 L  link_153
 L  link_154
 L  link_155
 L  link_156
 L  link_157
 L  link_158
 L  link_159
 L  link_160
 L  link_161
 L  link_162
 L  link_163
 L  link_164
 L  link_165
 L  link_166
 L  link_167
 L  link_168
 L  link_169
 L  link_170
 L  link_171
 L  link_172
 L  link_173
 L  link_174
 L  link_175
 L  link_176
 L  link_177
 L  link_178
 L  link_179
 L  link_180
 L  link_181
 L  link_182
 L  link_183
 L  link_184
 L  link_185
 L  link_186
 L  link_187
 L  link_188
 L  link_189
 L  link_190
 L  link_191
 L  link_192
 L  link_193
 L  link_194
 L  link_195
 L  link_196
 L  link_197
 L  link_198
 L  link_199
 L  link_200
 L  link_201
 L  link_202
 L  link_203
 L  link_204
 L  link_205
 L  link_206
 L  link_207
 L  link_208
 L  link_209
 L  link_210
 L  link_211
 L  link_212
 L  link_213
 L  link_214
 L  link_215
 L  link_216
 L  link_217
 L  link_218
 L  link_219
 L  link_220
 L  link_221
 L  link_222
 L  link_223
 L  link_224
 L  link_225
 L  link_226
 L  link_227
 L  link_228
 L  link_229
 L  link_230
 L  link_231
 L  link_232
 L  link_233
 L  link_234
 L  link_235
 L  link_236
 L  link_237
 L  link_238
 L  link_239
 L  link_240
 L  link_241
 L  link_242
 L  link_243
 L  link_244
 L  link_245
 L  link_246
 L  link_247
 L  link_248
 L  link_249
 L  link_250
 L  link_251
 L  link_252
 L  link_253
 L  link_254
 L  link_255
 L  link_256
 L  link_257
 L  link_258
 L  link_259
 L  link_260
 L  link_261
 L  link_262
 L  link_263
 L  link_264
 L  link_265
 L  link_266
 L  link_267
 L  link_268
 L  link_269
 L  link_270
 L  link_271
 L  link_272
 L  link_273
 L  link_274
 L  link_275
 L  link_276
 L  link_277
 L  link_278
 L  link_279
 L  link_280
 L  link_281
 L  link_282
 L  link_283
 L  link_284
 L  link_285
 L  link_286
 L  link_287
 L  link_288
 L  link_289
 L  link_290
 L  link_291
 L  link_292
 L  link_293
 L  link_294
 L  link_295
 L  link_296
 L  link_297
 L  link_298
 L  link_299
 L  link_300
 L  link_301
 L  link_302
 L  link_303
 L  link_304
 L  link_305
 L  link_306
 L  link_307
 L  link_308
 L  link_309
 L  link_310
 L  link_311
 L  link_312
 L  link_313
 L  link_314
 L  link_315
 L  link_316
 L  link_317
 L  link_318
 L  link_319
 L  link_320
 L  link_321
 L  link_322
 L  link_323
 L  link_324
 L  link_325
 L  link_326
 L  link_327
 L  link_328
 L  link_329
 L  link_330
 L  link_331
 L  link_332
 L  link_333
 L  link_334
 L  link_335
 L  link_336
 L  link_337
 L  link_338
 L  link_339
 L  link_340
 L  link_341
 L  link_342
 L  link_343
 L  link_344
 L  link_345
 L  link_346
 L  link_347
 L  link_348
 L  link_349
 L  link_350
 L  link_351
 L  link_352
 L  link_353
 L  link_354
 L  link_355
 L  link_356
 L  link_357
 L  link_358
 L  link_359
 L  link_360
 L  link_361
 L  link_362
 L  link_363
 L  link_364
 L  link_365
 L  link_366
 L  link_367
 L  link_368
 L  link_369
 L  link_370
 L  link_371
 L  link_372
 L  link_373
 L  link_374
 L  link_375
 L  link_376
 L  link_377
 L  link_378
 L  link_379
 L  link_380
 L  link_381
 L  link_382
 L  link_383
 L  link_384
 L  link_385
 L  link_386
 L  link_387
 L  link_388
 L  link_389
 L  link_390
 L  link_391
 L  link_392
 L  link_393
 L  link_394
 L  link_395
 L  link_396
 L  link_397
 L  link_398
 L  link_399
 L  link_400
 L  link_401
 L  link_402
 L  link_403
 L  link_404
 L  link_405
 L  link_406
 L  link_407
 L  link_408
 L  link_409
 L  link_410
 L  link_411
 L  link_412
 L  link_413
 L  link_414
 L  link_415
 L  link_416
 L  link_417
 L  link_418
 L  link_419
 L  link_420
 L  link_421
 L  link_422
 L  link_423
 L  link_424
 L  link_425
 L  link_426
 L  link_427
 L  link_428
 L  link_429
 L  link_430
 L  link_431
 L  link_432
 L  link_433
 L  link_434
 L  link_435
 L  link_436
 L  link_437
 L  link_438
 L  link_439
 L  link_440
 L  link_441
 L  link_442
 L  link_443
 L  link_444
 L  link_445
 L  link_446
 L  link_447
 L  link_448
 L  link_449
 L  link_450
 L  link_451
 L  link_452
 L  link_453
 L  link_454
 L  link_455
 L  link_456
 L  link_457
 L  link_458
 L  link_459
 L  link_460
 L  link_461
 L  link_462
 L  link_463
 L  link_464
 L  link_465
 L  link_466
 L  link_467
 L  link_468
 L  link_469
 L  link_470
 L  link_471
 L  kv_0
 L  load_0_0
 L  kv_1
 L  load_0_1
 L  kv_2
 L  load_0_2
 L  kv_3
 L  load_0_3
 L  kv_4
 L  load_0_4
 L  kv_5
 L  load_0_5
 L  kv_6
 L  load_0_6
 L  kv_7
 L  load_0_7
 E  blind_0
COLUMNS
    MARK      'MARKER'                 'INTORG'
    a_0       share_0   -1.000000000000e+00
    a_0       dest_0    -4.000000000000e+00
    a_0       blind_0    7.094122644911e-03
    a_0       J         -1.176345195506e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_10      share_10  -1.000000000000e+00
    a_10      dest_10   -4.000000000000e+00
    a_10      blind_0    6.033627242688e-03
    a_10      J         -6.792549793816e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_101     share_101  -1.000000000000e+00
    a_101     dest_101  -4.000000000000e+00
    a_101     blind_0    7.045973155594e-03
    a_101     J         -8.953912613166e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_102     share_102  -1.000000000000e+00
    a_102     dest_102  -4.000000000000e+00
    a_102     blind_0    1.796344942217e-02
    a_102     J         -2.664330002225e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_104     share_104  -1.000000000000e+00
    a_104     dest_104  -4.000000000000e+00
    a_104     blind_0    3.550644941938e-01
    a_104     J         -5.458546698417e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_109     share_109  -1.000000000000e+00
    a_109     dest_109  -4.000000000000e+00
    a_109     blind_0    2.821870517191e-02
    a_109     J         -4.294772027998e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_11      share_11  -1.000000000000e+00
    a_11      dest_11   -4.000000000000e+00
    a_11      blind_0    8.465968115294e-03
    a_11      J         -1.328267772366e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_111     share_111  -1.000000000000e+00
    a_111     dest_111  -4.000000000000e+00
    a_111     blind_0    6.079628197259e-03
    a_111     J         -6.817634689929e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_113     share_113  -1.000000000000e+00
    a_113     dest_113  -4.000000000000e+00
    a_113     blind_0    2.753435714438e-02
    a_113     J         -3.803414631102e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_115     share_115  -1.000000000000e+00
    a_115     dest_115  -4.000000000000e+00
    a_115     blind_0    5.417680598761e-03
    a_115     J         -9.453622514472e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_116     share_116  -1.000000000000e+00
    a_116     dest_116  -4.000000000000e+00
    a_116     blind_0    8.412530350632e-03
    a_116     J         -1.367101188799e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_118     share_118  -1.000000000000e+00
    a_118     dest_118  -4.000000000000e+00
    a_118     blind_0    9.143213752342e-03
    a_118     J         -1.461925145009e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_12      share_12  -1.000000000000e+00
    a_12      dest_12   -4.000000000000e+00
    a_12      blind_0    5.668409753590e-02
    a_12      J         -8.085012731902e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_13      share_13  -1.000000000000e+00
    a_13      dest_13   -4.000000000000e+00
    a_13      blind_0    6.741298856120e-03
    a_13      J         -9.054268074837e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_15      share_15  -1.000000000000e+00
    a_15      dest_15   -4.000000000000e+00
    a_15      blind_0    2.049983458246e-02
    a_15      J         -2.874243548982e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_18      share_18  -1.000000000000e+00
    a_18      dest_18   -4.000000000000e+00
    a_18      blind_0    2.282483584146e-02
    a_18      J         -3.284813066755e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_2       share_2   -1.000000000000e+00
    a_2       dest_2    -4.000000000000e+00
    a_2       blind_0    9.119720962489e-03
    a_2       J         -1.283367354655e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_22      share_22  -1.000000000000e+00
    a_22      dest_22   -4.000000000000e+00
    a_22      blind_0    8.145463118458e-02
    a_22      J         -1.199276125578e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_24      share_24  -1.000000000000e+00
    a_24      dest_24   -4.000000000000e+00
    a_24      blind_0    4.220162346259e-02
    a_24      J         -6.366271308000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_26      share_26  -1.000000000000e+00
    a_26      dest_26   -4.000000000000e+00
    a_26      blind_0    7.373474857498e-03
    a_26      J         -1.052332189773e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_27      share_27  -1.000000000000e+00
    a_27      dest_27   -4.000000000000e+00
    a_27      blind_0    5.654566044710e-03
    a_27      J         -9.396156386001e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_28      share_28  -1.000000000000e+00
    a_28      dest_28   -4.000000000000e+00
    a_28      blind_0    4.014994457732e-02
    a_28      J         -4.317796415148e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_29      share_29  -1.000000000000e+00
    a_29      dest_29   -4.000000000000e+00
    a_29      blind_0    9.698611553661e-03
    a_29      J         -1.437635115649e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_32      share_32  -1.000000000000e+00
    a_32      dest_32   -4.000000000000e+00
    a_32      blind_0    9.897564378746e-03
    a_32      J         -1.262291952150e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_33      share_33  -1.000000000000e+00
    a_33      dest_33   -4.000000000000e+00
    a_33      blind_0    3.016078028358e-02
    a_33      J         -4.689367378611e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_34      share_34  -1.000000000000e+00
    a_34      dest_34   -4.000000000000e+00
    a_34      blind_0    1.239830094893e-02
    a_34      J         -1.801749890362e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_4       share_4   -1.000000000000e+00
    a_4       dest_4    -4.000000000000e+00
    a_4       blind_0    5.406214590372e-03
    a_4       J         -9.258710075637e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_40      share_40  -1.000000000000e+00
    a_40      dest_40   -4.000000000000e+00
    a_40      blind_0    5.441836452722e-02
    a_40      J         -7.647174266640e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_42      share_42  -1.000000000000e+00
    a_42      dest_42   -4.000000000000e+00
    a_42      blind_0    3.461632223238e-02
    a_42      J         -5.270609842713e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_43      share_43  -1.000000000000e+00
    a_43      dest_43   -4.000000000000e+00
    a_43      blind_0    1.699941506195e-02
    a_43      J         -2.703043683070e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_44      share_44  -1.000000000000e+00
    a_44      dest_44   -4.000000000000e+00
    a_44      blind_0    9.561531853894e-03
    a_44      J         -1.505284253572e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_45      share_45  -1.000000000000e+00
    a_45      dest_45   -4.000000000000e+00
    a_45      blind_0    2.336112327071e-02
    a_45      J         -3.420762474921e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_46      share_46  -1.000000000000e+00
    a_46      dest_46   -4.000000000000e+00
    a_46      blind_0    1.539414207259e-02
    a_46      J         -2.200147436252e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_47      share_47  -1.000000000000e+00
    a_47      dest_47   -4.000000000000e+00
    a_47      blind_0    9.603490077375e-03
    a_47      J         -1.475496076969e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_5       share_5   -1.000000000000e+00
    a_5       dest_5    -4.000000000000e+00
    a_5       blind_0    4.946097300632e-02
    a_5       J         -8.207119543409e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_57      share_57  -1.000000000000e+00
    a_57      dest_57   -4.000000000000e+00
    a_57      blind_0    5.121407333470e-03
    a_57      J         -6.946713263456e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_59      share_59  -1.000000000000e+00
    a_59      dest_59   -4.000000000000e+00
    a_59      blind_0    6.108683217216e-03
    a_59      J         -8.285222200603e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_6       share_6   -1.000000000000e+00
    a_6       dest_6    -4.000000000000e+00
    a_6       blind_0    1.377977824632e-01
    a_6       J         -2.438834778264e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_60      share_60  -1.000000000000e+00
    a_60      dest_60   -4.000000000000e+00
    a_60      blind_0    2.493768642292e-02
    a_60      J         -3.180075118651e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_63      share_63  -1.000000000000e+00
    a_63      dest_63   -4.000000000000e+00
    a_63      blind_0    2.321613915308e-02
    a_63      J         -3.835690734436e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_66      share_66  -1.000000000000e+00
    a_66      dest_66   -4.000000000000e+00
    a_66      blind_0    5.219496844887e-03
    a_66      J         -8.594807765362e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_68      share_68  -1.000000000000e+00
    a_68      dest_68   -4.000000000000e+00
    a_68      blind_0    1.484310651824e-02
    a_68      J         -2.259294744847e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_69      share_69  -1.000000000000e+00
    a_69      dest_69   -4.000000000000e+00
    a_69      blind_0    1.179805467123e-02
    a_69      J         -1.875177289078e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_71      share_71  -1.000000000000e+00
    a_71      dest_71   -4.000000000000e+00
    a_71      blind_0    5.888660143100e-03
    a_71      J         -8.343406782144e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_73      share_73  -1.000000000000e+00
    a_73      dest_73   -4.000000000000e+00
    a_73      blind_0    7.441454181233e-03
    a_73      J         -8.917832469110e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_74      share_74  -1.000000000000e+00
    a_74      dest_74   -4.000000000000e+00
    a_74      blind_0    4.361976349800e-02
    a_74      J         -6.707073771836e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_75      share_75  -1.000000000000e+00
    a_75      dest_75   -4.000000000000e+00
    a_75      blind_0    8.022933848317e-02
    a_75      J         -1.343284533927e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_77      share_77  -1.000000000000e+00
    a_77      dest_77   -4.000000000000e+00
    a_77      blind_0    1.135756265703e-02
    a_77      J         -1.586407152384e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_8       share_8   -1.000000000000e+00
    a_8       dest_8    -4.000000000000e+00
    a_8       blind_0    1.369078996583e-02
    a_8       J         -1.731330070760e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_82      share_82  -1.000000000000e+00
    a_82      dest_82   -4.000000000000e+00
    a_82      blind_0    8.836387927313e-03
    a_82      J         -1.376338981527e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_83      share_83  -1.000000000000e+00
    a_83      dest_83   -4.000000000000e+00
    a_83      blind_0    2.103626097361e-02
    a_83      J         -3.284339724014e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_85      share_85  -1.000000000000e+00
    a_85      dest_85   -4.000000000000e+00
    a_85      blind_0    1.846452925659e-01
    a_85      J         -2.642370192351e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_88      share_88  -1.000000000000e+00
    a_88      dest_88   -4.000000000000e+00
    a_88      blind_0    5.894804899013e-01
    a_88      J         -1.057711006583e+04
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_9       share_9   -1.000000000000e+00
    a_9       dest_9    -4.000000000000e+00
    a_9       blind_0    2.399958743184e-02
    a_9       J         -3.440651760437e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_90      share_90  -1.000000000000e+00
    a_90      dest_90   -4.000000000000e+00
    a_90      blind_0    8.601058925363e-02
    a_90      J         -1.406238412519e+03
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_91      share_91  -1.000000000000e+00
    a_91      dest_91   -4.000000000000e+00
    a_91      blind_0    8.774264370049e-03
    a_91      J         -1.476103251431e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_93      share_93  -1.000000000000e+00
    a_93      dest_93   -4.000000000000e+00
    a_93      blind_0    4.221317131102e-03
    a_93      J         -4.053131653191e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_96      share_96  -1.000000000000e+00
    a_96      dest_96   -4.000000000000e+00
    a_96      blind_0    1.207471350138e-02
    a_96      J         -2.178204241960e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    a_99      share_99  -1.000000000000e+00
    a_99      dest_99   -4.000000000000e+00
    a_99      blind_0    6.178310012247e-03
    a_99      J         -9.022210044007e+01
    MARK      'MARKER'                 'INTEND'
    b_0_0     load_0_0   1.000000000000e+00
    b_0_0     blind_0    1.000000000000e+00
    b_0_1     load_0_1   1.000000000000e+00
    b_0_1     blind_0    1.000000000000e+00
    b_0_2     load_0_2   1.000000000000e+00
    b_0_2     blind_0    1.000000000000e+00
    b_0_3     load_0_3   1.000000000000e+00
    b_0_3     blind_0    1.000000000000e+00
    b_0_4     load_0_4   1.000000000000e+00
    b_0_4     blind_0    1.000000000000e+00
    b_0_5     load_0_5   1.000000000000e+00
    b_0_5     blind_0    1.000000000000e+00
    b_0_6     load_0_6   1.000000000000e+00
    b_0_6     blind_0    1.000000000000e+00
    b_0_7     load_0_7   1.000000000000e+00
    b_0_7     blind_0    1.000000000000e+00
    constant_one  J          1.477830161759e+05
    s_0_0     load_0_0  -1.000000000000e+00
    s_0_0     J          1.916894267509e+07
    s_0_1     load_0_1  -1.000000000000e+00
    s_0_1     J          1.916894267509e+07
    s_0_2     load_0_2  -1.000000000000e+00
    s_0_2     J          1.916894267509e+07
    s_0_3     load_0_3  -1.000000000000e+00
    s_0_3     J          1.916894267509e+07
    s_0_4     load_0_4  -1.000000000000e+00
    s_0_4     J          1.916894267509e+07
    s_0_5     load_0_5  -1.000000000000e+00
    s_0_5     J          1.916894267509e+07
    s_0_6     load_0_6  -1.000000000000e+00
    s_0_6     J          1.916894267509e+07
    s_0_7     load_0_7  -1.000000000000e+00
    s_0_7     J          1.916894267509e+07
    x_0_0     share_0    1.000000000000e+00
    x_0_0     link_0     1.000000000000e+00
    x_0_0     load_0_0   1.259176746450e-03
    x_0_1     share_0    1.000000000000e+00
    x_0_1     link_1     1.000000000000e+00
    x_0_1     load_0_1   1.259176746450e-03
    x_0_2     share_0    1.000000000000e+00
    x_0_2     link_2     1.000000000000e+00
    x_0_2     load_0_2   1.259176746450e-03
    x_0_3     share_0    1.000000000000e+00
    x_0_3     link_3     1.000000000000e+00
    x_0_3     load_0_3   1.259176746450e-03
    x_0_4     share_0    1.000000000000e+00
    x_0_4     link_4     1.000000000000e+00
    x_0_4     load_0_4   1.259176746450e-03
    x_0_5     share_0    1.000000000000e+00
    x_0_5     link_5     1.000000000000e+00
    x_0_5     load_0_5   1.259176746450e-03
    x_0_6     share_0    1.000000000000e+00
    x_0_6     link_6     1.000000000000e+00
    x_0_6     load_0_6   1.259176746450e-03
    x_0_7     share_0    1.000000000000e+00
    x_0_7     link_7     1.000000000000e+00
    x_0_7     load_0_7   1.259176746450e-03
    x_101_0   share_101   1.000000000000e+00
    x_101_0   link_400   1.000000000000e+00
    x_101_0   load_0_0   2.654649155424e-03
    x_101_1   share_101   1.000000000000e+00
    x_101_1   link_401   1.000000000000e+00
    x_101_1   load_0_1   2.654649155424e-03
    x_101_2   share_101   1.000000000000e+00
    x_101_2   link_402   1.000000000000e+00
    x_101_2   load_0_2   2.654649155424e-03
    x_101_3   share_101   1.000000000000e+00
    x_101_3   link_403   1.000000000000e+00
    x_101_3   load_0_3   2.654649155424e-03
    x_101_4   share_101   1.000000000000e+00
    x_101_4   link_404   1.000000000000e+00
    x_101_4   load_0_4   2.654649155424e-03
    x_101_5   share_101   1.000000000000e+00
    x_101_5   link_405   1.000000000000e+00
    x_101_5   load_0_5   2.654649155424e-03
    x_101_6   share_101   1.000000000000e+00
    x_101_6   link_406   1.000000000000e+00
    x_101_6   load_0_6   2.654649155424e-03
    x_101_7   share_101   1.000000000000e+00
    x_101_7   link_407   1.000000000000e+00
    x_101_7   load_0_7   2.654649155424e-03
    x_102_0   share_102   1.000000000000e+00
    x_102_0   link_408   1.000000000000e+00
    x_102_0   load_0_0   4.677690562558e-03
    x_102_1   share_102   1.000000000000e+00
    x_102_1   link_409   1.000000000000e+00
    x_102_1   load_0_1   4.677690562558e-03
    x_102_2   share_102   1.000000000000e+00
    x_102_2   link_410   1.000000000000e+00
    x_102_2   load_0_2   4.677690562558e-03
    x_102_3   share_102   1.000000000000e+00
    x_102_3   link_411   1.000000000000e+00
    x_102_3   load_0_3   4.677690562558e-03
    x_102_4   share_102   1.000000000000e+00
    x_102_4   link_412   1.000000000000e+00
    x_102_4   load_0_4   4.677690562558e-03
    x_102_5   share_102   1.000000000000e+00
    x_102_5   link_413   1.000000000000e+00
    x_102_5   load_0_5   4.677690562558e-03
    x_102_6   share_102   1.000000000000e+00
    x_102_6   link_414   1.000000000000e+00
    x_102_6   load_0_6   4.677690562558e-03
    x_102_7   share_102   1.000000000000e+00
    x_102_7   link_415   1.000000000000e+00
    x_102_7   load_0_7   4.677690562558e-03
    x_104_0   share_104   1.000000000000e+00
    x_104_0   link_416   1.000000000000e+00
    x_104_0   load_0_0   8.351639569084e-02
    x_104_1   share_104   1.000000000000e+00
    x_104_1   link_417   1.000000000000e+00
    x_104_1   load_0_1   8.351639569084e-02
    x_104_2   share_104   1.000000000000e+00
    x_104_2   link_418   1.000000000000e+00
    x_104_2   load_0_2   8.351639569084e-02
    x_104_3   share_104   1.000000000000e+00
    x_104_3   link_419   1.000000000000e+00
    x_104_3   load_0_3   8.351639569084e-02
    x_104_4   share_104   1.000000000000e+00
    x_104_4   link_420   1.000000000000e+00
    x_104_4   load_0_4   8.351639569084e-02
    x_104_5   share_104   1.000000000000e+00
    x_104_5   link_421   1.000000000000e+00
    x_104_5   load_0_5   8.351639569084e-02
    x_104_6   share_104   1.000000000000e+00
    x_104_6   link_422   1.000000000000e+00
    x_104_6   load_0_6   8.351639569084e-02
    x_104_7   share_104   1.000000000000e+00
    x_104_7   link_423   1.000000000000e+00
    x_104_7   load_0_7   8.351639569084e-02
    x_109_0   share_109   1.000000000000e+00
    x_109_0   link_424   1.000000000000e+00
    x_109_0   load_0_0   6.729871505769e-03
    x_109_1   share_109   1.000000000000e+00
    x_109_1   link_425   1.000000000000e+00
    x_109_1   load_0_1   6.729871505769e-03
    x_109_2   share_109   1.000000000000e+00
    x_109_2   link_426   1.000000000000e+00
    x_109_2   load_0_2   6.729871505769e-03
    x_109_3   share_109   1.000000000000e+00
    x_109_3   link_427   1.000000000000e+00
    x_109_3   load_0_3   6.729871505769e-03
    x_109_4   share_109   1.000000000000e+00
    x_109_4   link_428   1.000000000000e+00
    x_109_4   load_0_4   6.729871505769e-03
    x_109_5   share_109   1.000000000000e+00
    x_109_5   link_429   1.000000000000e+00
    x_109_5   load_0_5   6.729871505769e-03
    x_109_6   share_109   1.000000000000e+00
    x_109_6   link_430   1.000000000000e+00
    x_109_6   load_0_6   6.729871505769e-03
    x_109_7   share_109   1.000000000000e+00
    x_109_7   link_431   1.000000000000e+00
    x_109_7   load_0_7   6.729871505769e-03
    x_10_0    share_10   1.000000000000e+00
    x_10_0    link_56    1.000000000000e+00
    x_10_0    load_0_0   2.704484219697e-03
    x_10_1    share_10   1.000000000000e+00
    x_10_1    link_57    1.000000000000e+00
    x_10_1    load_0_1   2.704484219697e-03
    x_10_2    share_10   1.000000000000e+00
    x_10_2    link_58    1.000000000000e+00
    x_10_2    load_0_2   2.704484219697e-03
    x_10_3    share_10   1.000000000000e+00
    x_10_3    link_59    1.000000000000e+00
    x_10_3    load_0_3   2.704484219697e-03
    x_10_4    share_10   1.000000000000e+00
    x_10_4    link_60    1.000000000000e+00
    x_10_4    load_0_4   2.704484219697e-03
    x_10_5    share_10   1.000000000000e+00
    x_10_5    link_61    1.000000000000e+00
    x_10_5    load_0_5   2.704484219697e-03
    x_10_6    share_10   1.000000000000e+00
    x_10_6    link_62    1.000000000000e+00
    x_10_6    load_0_6   2.704484219697e-03
    x_10_7    share_10   1.000000000000e+00
    x_10_7    link_63    1.000000000000e+00
    x_10_7    load_0_7   2.704484219697e-03
    x_111_0   share_111   1.000000000000e+00
    x_111_0   link_432   1.000000000000e+00
    x_111_0   load_0_0   2.734113589691e-03
    x_111_1   share_111   1.000000000000e+00
    x_111_1   link_433   1.000000000000e+00
    x_111_1   load_0_1   2.734113589691e-03
    x_111_2   share_111   1.000000000000e+00
    x_111_2   link_434   1.000000000000e+00
    x_111_2   load_0_2   2.734113589691e-03
    x_111_3   share_111   1.000000000000e+00
    x_111_3   link_435   1.000000000000e+00
    x_111_3   load_0_3   2.734113589691e-03
    x_111_4   share_111   1.000000000000e+00
    x_111_4   link_436   1.000000000000e+00
    x_111_4   load_0_4   2.734113589691e-03
    x_111_5   share_111   1.000000000000e+00
    x_111_5   link_437   1.000000000000e+00
    x_111_5   load_0_5   2.734113589691e-03
    x_111_6   share_111   1.000000000000e+00
    x_111_6   link_438   1.000000000000e+00
    x_111_6   load_0_6   2.734113589691e-03
    x_111_7   share_111   1.000000000000e+00
    x_111_7   link_439   1.000000000000e+00
    x_111_7   load_0_7   2.734113589691e-03
    x_113_0   share_113   1.000000000000e+00
    x_113_0   link_440   1.000000000000e+00
    x_113_0   load_0_0   8.494053134549e-03
    x_113_1   share_113   1.000000000000e+00
    x_113_1   link_441   1.000000000000e+00
    x_113_1   load_0_1   8.494053134549e-03
    x_113_2   share_113   1.000000000000e+00
    x_113_2   link_442   1.000000000000e+00
    x_113_2   load_0_2   8.494053134549e-03
    x_113_3   share_113   1.000000000000e+00
    x_113_3   link_443   1.000000000000e+00
    x_113_3   load_0_3   8.494053134549e-03
    x_113_4   share_113   1.000000000000e+00
    x_113_4   link_444   1.000000000000e+00
    x_113_4   load_0_4   8.494053134549e-03
    x_113_5   share_113   1.000000000000e+00
    x_113_5   link_445   1.000000000000e+00
    x_113_5   load_0_5   8.494053134549e-03
    x_113_6   share_113   1.000000000000e+00
    x_113_6   link_446   1.000000000000e+00
    x_113_6   load_0_6   8.494053134549e-03
    x_113_7   share_113   1.000000000000e+00
    x_113_7   link_447   1.000000000000e+00
    x_113_7   load_0_7   8.494053134549e-03
    x_115_0   share_115   1.000000000000e+00
    x_115_0   link_448   1.000000000000e+00
    x_115_0   load_0_0   7.512324094683e-04
    x_115_1   share_115   1.000000000000e+00
    x_115_1   link_449   1.000000000000e+00
    x_115_1   load_0_1   7.512324094683e-04
    x_115_2   share_115   1.000000000000e+00
    x_115_2   link_450   1.000000000000e+00
    x_115_2   load_0_2   7.512324094683e-04
    x_115_3   share_115   1.000000000000e+00
    x_115_3   link_451   1.000000000000e+00
    x_115_3   load_0_3   7.512324094683e-04
    x_115_4   share_115   1.000000000000e+00
    x_115_4   link_452   1.000000000000e+00
    x_115_4   load_0_4   7.512324094683e-04
    x_115_5   share_115   1.000000000000e+00
    x_115_5   link_453   1.000000000000e+00
    x_115_5   load_0_5   7.512324094683e-04
    x_115_6   share_115   1.000000000000e+00
    x_115_6   link_454   1.000000000000e+00
    x_115_6   load_0_6   7.512324094683e-04
    x_115_7   share_115   1.000000000000e+00
    x_115_7   link_455   1.000000000000e+00
    x_115_7   load_0_7   7.512324094683e-04
    x_116_0   share_116   1.000000000000e+00
    x_116_0   link_456   1.000000000000e+00
    x_116_0   load_0_0   1.627134606297e-03
    x_116_1   share_116   1.000000000000e+00
    x_116_1   link_457   1.000000000000e+00
    x_116_1   load_0_1   1.627134606297e-03
    x_116_2   share_116   1.000000000000e+00
    x_116_2   link_458   1.000000000000e+00
    x_116_2   load_0_2   1.627134606297e-03
    x_116_3   share_116   1.000000000000e+00
    x_116_3   link_459   1.000000000000e+00
    x_116_3   load_0_3   1.627134606297e-03
    x_116_4   share_116   1.000000000000e+00
    x_116_4   link_460   1.000000000000e+00
    x_116_4   load_0_4   1.627134606297e-03
    x_116_5   share_116   1.000000000000e+00
    x_116_5   link_461   1.000000000000e+00
    x_116_5   load_0_5   1.627134606297e-03
    x_116_6   share_116   1.000000000000e+00
    x_116_6   link_462   1.000000000000e+00
    x_116_6   load_0_6   1.627134606297e-03
    x_116_7   share_116   1.000000000000e+00
    x_116_7   link_463   1.000000000000e+00
    x_116_7   load_0_7   1.627134606297e-03
    x_118_0   share_118   1.000000000000e+00
    x_118_0   link_464   1.000000000000e+00
    x_118_0   load_0_0   1.817952132281e-03
    x_118_1   share_118   1.000000000000e+00
    x_118_1   link_465   1.000000000000e+00
    x_118_1   load_0_1   1.817952132281e-03
    x_118_2   share_118   1.000000000000e+00
    x_118_2   link_466   1.000000000000e+00
    x_118_2   load_0_2   1.817952132281e-03
    x_118_3   share_118   1.000000000000e+00
    x_118_3   link_467   1.000000000000e+00
    x_118_3   load_0_3   1.817952132281e-03
    x_118_4   share_118   1.000000000000e+00
    x_118_4   link_468   1.000000000000e+00
    x_118_4   load_0_4   1.817952132281e-03
    x_118_5   share_118   1.000000000000e+00
    x_118_5   link_469   1.000000000000e+00
    x_118_5   load_0_5   1.817952132281e-03
    x_118_6   share_118   1.000000000000e+00
    x_118_6   link_470   1.000000000000e+00
    x_118_6   load_0_6   1.817952132281e-03
    x_118_7   share_118   1.000000000000e+00
    x_118_7   link_471   1.000000000000e+00
    x_118_7   load_0_7   1.817952132281e-03
    x_11_0    share_11   1.000000000000e+00
    x_11_0    link_64    1.000000000000e+00
    x_11_0    load_0_0   1.858082402222e-03
    x_11_1    share_11   1.000000000000e+00
    x_11_1    link_65    1.000000000000e+00
    x_11_1    load_0_1   1.858082402222e-03
    x_11_2    share_11   1.000000000000e+00
    x_11_2    link_66    1.000000000000e+00
    x_11_2    load_0_2   1.858082402222e-03
    x_11_3    share_11   1.000000000000e+00
    x_11_3    link_67    1.000000000000e+00
    x_11_3    load_0_3   1.858082402222e-03
    x_11_4    share_11   1.000000000000e+00
    x_11_4    link_68    1.000000000000e+00
    x_11_4    load_0_4   1.858082402222e-03
    x_11_5    share_11   1.000000000000e+00
    x_11_5    link_69    1.000000000000e+00
    x_11_5    load_0_5   1.858082402222e-03
    x_11_6    share_11   1.000000000000e+00
    x_11_6    link_70    1.000000000000e+00
    x_11_6    load_0_6   1.858082402222e-03
    x_11_7    share_11   1.000000000000e+00
    x_11_7    link_71    1.000000000000e+00
    x_11_7    load_0_7   1.858082402222e-03
    x_12_0    share_12   1.000000000000e+00
    x_12_0    link_72    1.000000000000e+00
    x_12_0    load_0_0   1.609506937964e-02
    x_12_1    share_12   1.000000000000e+00
    x_12_1    link_73    1.000000000000e+00
    x_12_1    load_0_1   1.609506937964e-02
    x_12_2    share_12   1.000000000000e+00
    x_12_2    link_74    1.000000000000e+00
    x_12_2    load_0_2   1.609506937964e-02
    x_12_3    share_12   1.000000000000e+00
    x_12_3    link_75    1.000000000000e+00
    x_12_3    load_0_3   1.609506937964e-02
    x_12_4    share_12   1.000000000000e+00
    x_12_4    link_76    1.000000000000e+00
    x_12_4    load_0_4   1.609506937964e-02
    x_12_5    share_12   1.000000000000e+00
    x_12_5    link_77    1.000000000000e+00
    x_12_5    load_0_5   1.609506937964e-02
    x_12_6    share_12   1.000000000000e+00
    x_12_6    link_78    1.000000000000e+00
    x_12_6    load_0_6   1.609506937964e-02
    x_12_7    share_12   1.000000000000e+00
    x_12_7    link_79    1.000000000000e+00
    x_12_7    load_0_7   1.609506937964e-02
    x_13_0    share_13   1.000000000000e+00
    x_13_0    link_80    1.000000000000e+00
    x_13_0    load_0_0   2.277615052102e-03
    x_13_1    share_13   1.000000000000e+00
    x_13_1    link_81    1.000000000000e+00
    x_13_1    load_0_1   2.277615052102e-03
    x_13_2    share_13   1.000000000000e+00
    x_13_2    link_82    1.000000000000e+00
    x_13_2    load_0_2   2.277615052102e-03
    x_13_3    share_13   1.000000000000e+00
    x_13_3    link_83    1.000000000000e+00
    x_13_3    load_0_3   2.277615052102e-03
    x_13_4    share_13   1.000000000000e+00
    x_13_4    link_84    1.000000000000e+00
    x_13_4    load_0_4   2.277615052102e-03
    x_13_5    share_13   1.000000000000e+00
    x_13_5    link_85    1.000000000000e+00
    x_13_5    load_0_5   2.277615052102e-03
    x_13_6    share_13   1.000000000000e+00
    x_13_6    link_86    1.000000000000e+00
    x_13_6    load_0_6   2.277615052102e-03
    x_13_7    share_13   1.000000000000e+00
    x_13_7    link_87    1.000000000000e+00
    x_13_7    load_0_7   2.277615052102e-03
    x_15_0    share_15   1.000000000000e+00
    x_15_0    link_88    1.000000000000e+00
    x_15_0    load_0_0   6.103997520987e-03
    x_15_1    share_15   1.000000000000e+00
    x_15_1    link_89    1.000000000000e+00
    x_15_1    load_0_1   6.103997520987e-03
    x_15_2    share_15   1.000000000000e+00
    x_15_2    link_90    1.000000000000e+00
    x_15_2    load_0_2   6.103997520987e-03
    x_15_3    share_15   1.000000000000e+00
    x_15_3    link_91    1.000000000000e+00
    x_15_3    load_0_3   6.103997520987e-03
    x_15_4    share_15   1.000000000000e+00
    x_15_4    link_92    1.000000000000e+00
    x_15_4    load_0_4   6.103997520987e-03
    x_15_5    share_15   1.000000000000e+00
    x_15_5    link_93    1.000000000000e+00
    x_15_5    load_0_5   6.103997520987e-03
    x_15_6    share_15   1.000000000000e+00
    x_15_6    link_94    1.000000000000e+00
    x_15_6    load_0_6   6.103997520987e-03
    x_15_7    share_15   1.000000000000e+00
    x_15_7    link_95    1.000000000000e+00
    x_15_7    load_0_7   6.103997520987e-03
    x_18_0    share_18   1.000000000000e+00
    x_18_0    link_96    1.000000000000e+00
    x_18_0    load_0_0   6.324736104495e-03
    x_18_1    share_18   1.000000000000e+00
    x_18_1    link_97    1.000000000000e+00
    x_18_1    load_0_1   6.324736104495e-03
    x_18_2    share_18   1.000000000000e+00
    x_18_2    link_98    1.000000000000e+00
    x_18_2    load_0_2   6.324736104495e-03
    x_18_3    share_18   1.000000000000e+00
    x_18_3    link_99    1.000000000000e+00
    x_18_3    load_0_3   6.324736104495e-03
    x_18_4    share_18   1.000000000000e+00
    x_18_4    link_100   1.000000000000e+00
    x_18_4    load_0_4   6.324736104495e-03
    x_18_5    share_18   1.000000000000e+00
    x_18_5    link_101   1.000000000000e+00
    x_18_5    load_0_5   6.324736104495e-03
    x_18_6    share_18   1.000000000000e+00
    x_18_6    link_102   1.000000000000e+00
    x_18_6    load_0_6   6.324736104495e-03
    x_18_7    share_18   1.000000000000e+00
    x_18_7    link_103   1.000000000000e+00
    x_18_7    load_0_7   6.324736104495e-03
    x_22_0    share_22   1.000000000000e+00
    x_22_0    link_104   1.000000000000e+00
    x_22_0    load_0_0   2.152073132348e-02
    x_22_1    share_22   1.000000000000e+00
    x_22_1    link_105   1.000000000000e+00
    x_22_1    load_0_1   2.152073132348e-02
    x_22_2    share_22   1.000000000000e+00
    x_22_2    link_106   1.000000000000e+00
    x_22_2    load_0_2   2.152073132348e-02
    x_22_3    share_22   1.000000000000e+00
    x_22_3    link_107   1.000000000000e+00
    x_22_3    load_0_3   2.152073132348e-02
    x_22_4    share_22   1.000000000000e+00
    x_22_4    link_108   1.000000000000e+00
    x_22_4    load_0_4   2.152073132348e-02
    x_22_5    share_22   1.000000000000e+00
    x_22_5    link_109   1.000000000000e+00
    x_22_5    load_0_5   2.152073132348e-02
    x_22_6    share_22   1.000000000000e+00
    x_22_6    link_110   1.000000000000e+00
    x_22_6    load_0_6   2.152073132348e-02
    x_22_7    share_22   1.000000000000e+00
    x_22_7    link_111   1.000000000000e+00
    x_22_7    load_0_7   2.152073132348e-02
    x_24_0    share_24   1.000000000000e+00
    x_24_0    link_112   1.000000000000e+00
    x_24_0    load_0_0   1.065159872730e-02
    x_24_1    share_24   1.000000000000e+00
    x_24_1    link_113   1.000000000000e+00
    x_24_1    load_0_1   1.065159872730e-02
    x_24_2    share_24   1.000000000000e+00
    x_24_2    link_114   1.000000000000e+00
    x_24_2    load_0_2   1.065159872730e-02
    x_24_3    share_24   1.000000000000e+00
    x_24_3    link_115   1.000000000000e+00
    x_24_3    load_0_3   1.065159872730e-02
    x_24_4    share_24   1.000000000000e+00
    x_24_4    link_116   1.000000000000e+00
    x_24_4    load_0_4   1.065159872730e-02
    x_24_5    share_24   1.000000000000e+00
    x_24_5    link_117   1.000000000000e+00
    x_24_5    load_0_5   1.065159872730e-02
    x_24_6    share_24   1.000000000000e+00
    x_24_6    link_118   1.000000000000e+00
    x_24_6    load_0_6   1.065159872730e-02
    x_24_7    share_24   1.000000000000e+00
    x_24_7    link_119   1.000000000000e+00
    x_24_7    load_0_7   1.065159872730e-02
    x_26_0    share_26   1.000000000000e+00
    x_26_0    link_120   1.000000000000e+00
    x_26_0    load_0_0   2.144179548753e-03
    x_26_1    share_26   1.000000000000e+00
    x_26_1    link_121   1.000000000000e+00
    x_26_1    load_0_1   2.144179548753e-03
    x_26_2    share_26   1.000000000000e+00
    x_26_2    link_122   1.000000000000e+00
    x_26_2    load_0_2   2.144179548753e-03
    x_26_3    share_26   1.000000000000e+00
    x_26_3    link_123   1.000000000000e+00
    x_26_3    load_0_3   2.144179548753e-03
    x_26_4    share_26   1.000000000000e+00
    x_26_4    link_124   1.000000000000e+00
    x_26_4    load_0_4   2.144179548753e-03
    x_26_5    share_26   1.000000000000e+00
    x_26_5    link_125   1.000000000000e+00
    x_26_5    load_0_5   2.144179548753e-03
    x_26_6    share_26   1.000000000000e+00
    x_26_6    link_126   1.000000000000e+00
    x_26_6    load_0_6   2.144179548753e-03
    x_26_7    share_26   1.000000000000e+00
    x_26_7    link_127   1.000000000000e+00
    x_26_7    load_0_7   2.144179548753e-03
    x_27_0    share_27   1.000000000000e+00
    x_27_0    link_128   1.000000000000e+00
    x_27_0    load_0_0   9.816920506325e-04
    x_27_1    share_27   1.000000000000e+00
    x_27_1    link_129   1.000000000000e+00
    x_27_1    load_0_1   9.816920506325e-04
    x_27_2    share_27   1.000000000000e+00
    x_27_2    link_130   1.000000000000e+00
    x_27_2    load_0_2   9.816920506325e-04
    x_27_3    share_27   1.000000000000e+00
    x_27_3    link_131   1.000000000000e+00
    x_27_3    load_0_3   9.816920506325e-04
    x_27_4    share_27   1.000000000000e+00
    x_27_4    link_132   1.000000000000e+00
    x_27_4    load_0_4   9.816920506325e-04
    x_27_5    share_27   1.000000000000e+00
    x_27_5    link_133   1.000000000000e+00
    x_27_5    load_0_5   9.816920506325e-04
    x_27_6    share_27   1.000000000000e+00
    x_27_6    link_134   1.000000000000e+00
    x_27_6    load_0_6   9.816920506325e-04
    x_27_7    share_27   1.000000000000e+00
    x_27_7    link_135   1.000000000000e+00
    x_27_7    load_0_7   9.816920506325e-04
    x_28_0    share_28   1.000000000000e+00
    x_28_0    link_136   1.000000000000e+00
    x_28_0    load_0_0   1.890422086476e-02
    x_28_1    share_28   1.000000000000e+00
    x_28_1    link_137   1.000000000000e+00
    x_28_1    load_0_1   1.890422086476e-02
    x_28_2    share_28   1.000000000000e+00
    x_28_2    link_138   1.000000000000e+00
    x_28_2    load_0_2   1.890422086476e-02
    x_28_3    share_28   1.000000000000e+00
    x_28_3    link_139   1.000000000000e+00
    x_28_3    load_0_3   1.890422086476e-02
    x_28_4    share_28   1.000000000000e+00
    x_28_4    link_140   1.000000000000e+00
    x_28_4    load_0_4   1.890422086476e-02
    x_28_5    share_28   1.000000000000e+00
    x_28_5    link_141   1.000000000000e+00
    x_28_5    load_0_5   1.890422086476e-02
    x_28_6    share_28   1.000000000000e+00
    x_28_6    link_142   1.000000000000e+00
    x_28_6    load_0_6   1.890422086476e-02
    x_28_7    share_28   1.000000000000e+00
    x_28_7    link_143   1.000000000000e+00
    x_28_7    load_0_7   1.890422086476e-02
    x_29_0    share_29   1.000000000000e+00
    x_29_0    link_144   1.000000000000e+00
    x_29_0    load_0_0   2.548645708572e-03
    x_29_1    share_29   1.000000000000e+00
    x_29_1    link_145   1.000000000000e+00
    x_29_1    load_0_1   2.548645708572e-03
    x_29_2    share_29   1.000000000000e+00
    x_29_2    link_146   1.000000000000e+00
    x_29_2    load_0_2   2.548645708572e-03
    x_29_3    share_29   1.000000000000e+00
    x_29_3    link_147   1.000000000000e+00
    x_29_3    load_0_3   2.548645708572e-03
    x_29_4    share_29   1.000000000000e+00
    x_29_4    link_148   1.000000000000e+00
    x_29_4    load_0_4   2.548645708572e-03
    x_29_5    share_29   1.000000000000e+00
    x_29_5    link_149   1.000000000000e+00
    x_29_5    load_0_5   2.548645708572e-03
    x_29_6    share_29   1.000000000000e+00
    x_29_6    link_150   1.000000000000e+00
    x_29_6    load_0_6   2.548645708572e-03
    x_29_7    share_29   1.000000000000e+00
    x_29_7    link_151   1.000000000000e+00
    x_29_7    load_0_7   2.548645708572e-03
    x_2_0     share_2    1.000000000000e+00
    x_2_0     link_8     1.000000000000e+00
    x_2_0     load_0_0   2.808694780581e-03
    x_2_1     share_2    1.000000000000e+00
    x_2_1     link_9     1.000000000000e+00
    x_2_1     load_0_1   2.808694780581e-03
    x_2_2     share_2    1.000000000000e+00
    x_2_2     link_10    1.000000000000e+00
    x_2_2     load_0_2   2.808694780581e-03
    x_2_3     share_2    1.000000000000e+00
    x_2_3     link_11    1.000000000000e+00
    x_2_3     load_0_3   2.808694780581e-03
    x_2_4     share_2    1.000000000000e+00
    x_2_4     link_12    1.000000000000e+00
    x_2_4     load_0_4   2.808694780581e-03
    x_2_5     share_2    1.000000000000e+00
    x_2_5     link_13    1.000000000000e+00
    x_2_5     load_0_5   2.808694780581e-03
    x_2_6     share_2    1.000000000000e+00
    x_2_6     link_14    1.000000000000e+00
    x_2_6     load_0_6   2.808694780581e-03
    x_2_7     share_2    1.000000000000e+00
    x_2_7     link_15    1.000000000000e+00
    x_2_7     load_0_7   2.808694780581e-03
    x_32_0    share_32   1.000000000000e+00
    x_32_0    link_152   1.000000000000e+00
    x_32_0    load_0_0   3.666393992421e-03
    x_32_1    share_32   1.000000000000e+00
    x_32_1    link_153   1.000000000000e+00
    x_32_1    load_0_1   3.666393992421e-03
    x_32_2    share_32   1.000000000000e+00
    x_32_2    link_154   1.000000000000e+00
    x_32_2    load_0_2   3.666393992421e-03
    x_32_3    share_32   1.000000000000e+00
    x_32_3    link_155   1.000000000000e+00
    x_32_3    load_0_3   3.666393992421e-03
    x_32_4    share_32   1.000000000000e+00
    x_32_4    link_156   1.000000000000e+00
    x_32_4    load_0_4   3.666393992421e-03
    x_32_5    share_32   1.000000000000e+00
    x_32_5    link_157   1.000000000000e+00
    x_32_5    load_0_5   3.666393992421e-03
    x_32_6    share_32   1.000000000000e+00
    x_32_6    link_158   1.000000000000e+00
    x_32_6    load_0_6   3.666393992421e-03
    x_32_7    share_32   1.000000000000e+00
    x_32_7    link_159   1.000000000000e+00
    x_32_7    load_0_7   3.666393992421e-03
    x_33_0    share_33   1.000000000000e+00
    x_33_0    link_160   1.000000000000e+00
    x_33_0    load_0_0   6.679154782909e-03
    x_33_1    share_33   1.000000000000e+00
    x_33_1    link_161   1.000000000000e+00
    x_33_1    load_0_1   6.679154782909e-03
    x_33_2    share_33   1.000000000000e+00
    x_33_2    link_162   1.000000000000e+00
    x_33_2    load_0_2   6.679154782909e-03
    x_33_3    share_33   1.000000000000e+00
    x_33_3    link_163   1.000000000000e+00
    x_33_3    load_0_3   6.679154782909e-03
    x_33_4    share_33   1.000000000000e+00
    x_33_4    link_164   1.000000000000e+00
    x_33_4    load_0_4   6.679154782909e-03
    x_33_5    share_33   1.000000000000e+00
    x_33_5    link_165   1.000000000000e+00
    x_33_5    load_0_5   6.679154782909e-03
    x_33_6    share_33   1.000000000000e+00
    x_33_6    link_166   1.000000000000e+00
    x_33_6    load_0_6   6.679154782909e-03
    x_33_7    share_33   1.000000000000e+00
    x_33_7    link_167   1.000000000000e+00
    x_33_7    load_0_7   6.679154782909e-03
    x_34_0    share_34   1.000000000000e+00
    x_34_0    link_168   1.000000000000e+00
    x_34_0    load_0_0   3.353159510960e-03
    x_34_1    share_34   1.000000000000e+00
    x_34_1    link_169   1.000000000000e+00
    x_34_1    load_0_1   3.353159510960e-03
    x_34_2    share_34   1.000000000000e+00
    x_34_2    link_170   1.000000000000e+00
    x_34_2    load_0_2   3.353159510960e-03
    x_34_3    share_34   1.000000000000e+00
    x_34_3    link_171   1.000000000000e+00
    x_34_3    load_0_3   3.353159510960e-03
    x_34_4    share_34   1.000000000000e+00
    x_34_4    link_172   1.000000000000e+00
    x_34_4    load_0_4   3.353159510960e-03
    x_34_5    share_34   1.000000000000e+00
    x_34_5    link_173   1.000000000000e+00
    x_34_5    load_0_5   3.353159510960e-03
    x_34_6    share_34   1.000000000000e+00
    x_34_6    link_174   1.000000000000e+00
    x_34_6    load_0_6   3.353159510960e-03
    x_34_7    share_34   1.000000000000e+00
    x_34_7    link_175   1.000000000000e+00
    x_34_7    load_0_7   3.353159510960e-03
    x_40_0    share_40   1.000000000000e+00
    x_40_0    link_176   1.000000000000e+00
    x_40_0    load_0_0   1.615019356222e-02
    x_40_1    share_40   1.000000000000e+00
    x_40_1    link_177   1.000000000000e+00
    x_40_1    load_0_1   1.615019356222e-02
    x_40_2    share_40   1.000000000000e+00
    x_40_2    link_178   1.000000000000e+00
    x_40_2    load_0_2   1.615019356222e-02
    x_40_3    share_40   1.000000000000e+00
    x_40_3    link_179   1.000000000000e+00
    x_40_3    load_0_3   1.615019356222e-02
    x_40_4    share_40   1.000000000000e+00
    x_40_4    link_180   1.000000000000e+00
    x_40_4    load_0_4   1.615019356222e-02
    x_40_5    share_40   1.000000000000e+00
    x_40_5    link_181   1.000000000000e+00
    x_40_5    load_0_5   1.615019356222e-02
    x_40_6    share_40   1.000000000000e+00
    x_40_6    link_182   1.000000000000e+00
    x_40_6    load_0_6   1.615019356222e-02
    x_40_7    share_40   1.000000000000e+00
    x_40_7    link_183   1.000000000000e+00
    x_40_7    load_0_7   1.615019356222e-02
    x_42_0    share_42   1.000000000000e+00
    x_42_0    link_184   1.000000000000e+00
    x_42_0    load_0_0   8.237125448319e-03
    x_42_1    share_42   1.000000000000e+00
    x_42_1    link_185   1.000000000000e+00
    x_42_1    load_0_1   8.237125448319e-03
    x_42_2    share_42   1.000000000000e+00
    x_42_2    link_186   1.000000000000e+00
    x_42_2    load_0_2   8.237125448319e-03
    x_42_3    share_42   1.000000000000e+00
    x_42_3    link_187   1.000000000000e+00
    x_42_3    load_0_3   8.237125448319e-03
    x_42_4    share_42   1.000000000000e+00
    x_42_4    link_188   1.000000000000e+00
    x_42_4    load_0_4   8.237125448319e-03
    x_42_5    share_42   1.000000000000e+00
    x_42_5    link_189   1.000000000000e+00
    x_42_5    load_0_5   8.237125448319e-03
    x_42_6    share_42   1.000000000000e+00
    x_42_6    link_190   1.000000000000e+00
    x_42_6    load_0_6   8.237125448319e-03
    x_42_7    share_42   1.000000000000e+00
    x_42_7    link_191   1.000000000000e+00
    x_42_7    load_0_7   8.237125448319e-03
    x_43_0    share_43   1.000000000000e+00
    x_43_0    link_192   1.000000000000e+00
    x_43_0    load_0_0   3.670741113080e-03
    x_43_1    share_43   1.000000000000e+00
    x_43_1    link_193   1.000000000000e+00
    x_43_1    load_0_1   3.670741113080e-03
    x_43_2    share_43   1.000000000000e+00
    x_43_2    link_194   1.000000000000e+00
    x_43_2    load_0_2   3.670741113080e-03
    x_43_3    share_43   1.000000000000e+00
    x_43_3    link_195   1.000000000000e+00
    x_43_3    load_0_3   3.670741113080e-03
    x_43_4    share_43   1.000000000000e+00
    x_43_4    link_196   1.000000000000e+00
    x_43_4    load_0_4   3.670741113080e-03
    x_43_5    share_43   1.000000000000e+00
    x_43_5    link_197   1.000000000000e+00
    x_43_5    load_0_5   3.670741113080e-03
    x_43_6    share_43   1.000000000000e+00
    x_43_6    link_198   1.000000000000e+00
    x_43_6    load_0_6   3.670741113080e-03
    x_43_7    share_43   1.000000000000e+00
    x_43_7    link_199   1.000000000000e+00
    x_43_7    load_0_7   3.670741113080e-03
    x_44_0    share_44   1.000000000000e+00
    x_44_0    link_200   1.000000000000e+00
    x_44_0    load_0_0   2.098671071781e-03
    x_44_1    share_44   1.000000000000e+00
    x_44_1    link_201   1.000000000000e+00
    x_44_1    load_0_1   2.098671071781e-03
    x_44_2    share_44   1.000000000000e+00
    x_44_2    link_202   1.000000000000e+00
    x_44_2    load_0_2   2.098671071781e-03
    x_44_3    share_44   1.000000000000e+00
    x_44_3    link_203   1.000000000000e+00
    x_44_3    load_0_3   2.098671071781e-03
    x_44_4    share_44   1.000000000000e+00
    x_44_4    link_204   1.000000000000e+00
    x_44_4    load_0_4   2.098671071781e-03
    x_44_5    share_44   1.000000000000e+00
    x_44_5    link_205   1.000000000000e+00
    x_44_5    load_0_5   2.098671071781e-03
    x_44_6    share_44   1.000000000000e+00
    x_44_6    link_206   1.000000000000e+00
    x_44_6    load_0_6   2.098671071781e-03
    x_44_7    share_44   1.000000000000e+00
    x_44_7    link_207   1.000000000000e+00
    x_44_7    load_0_7   2.098671071781e-03
    x_45_0    share_45   1.000000000000e+00
    x_45_0    link_208   1.000000000000e+00
    x_45_0    load_0_0   6.322727730164e-03
    x_45_1    share_45   1.000000000000e+00
    x_45_1    link_209   1.000000000000e+00
    x_45_1    load_0_1   6.322727730164e-03
    x_45_2    share_45   1.000000000000e+00
    x_45_2    link_210   1.000000000000e+00
    x_45_2    load_0_2   6.322727730164e-03
    x_45_3    share_45   1.000000000000e+00
    x_45_3    link_211   1.000000000000e+00
    x_45_3    load_0_3   6.322727730164e-03
    x_45_4    share_45   1.000000000000e+00
    x_45_4    link_212   1.000000000000e+00
    x_45_4    load_0_4   6.322727730164e-03
    x_45_5    share_45   1.000000000000e+00
    x_45_5    link_213   1.000000000000e+00
    x_45_5    load_0_5   6.322727730164e-03
    x_45_6    share_45   1.000000000000e+00
    x_45_6    link_214   1.000000000000e+00
    x_45_6    load_0_6   6.322727730164e-03
    x_45_7    share_45   1.000000000000e+00
    x_45_7    link_215   1.000000000000e+00
    x_45_7    load_0_7   6.322727730164e-03
    x_46_0    share_46   1.000000000000e+00
    x_46_0    link_216   1.000000000000e+00
    x_46_0    load_0_0   4.416374311226e-03
    x_46_1    share_46   1.000000000000e+00
    x_46_1    link_217   1.000000000000e+00
    x_46_1    load_0_1   4.416374311226e-03
    x_46_2    share_46   1.000000000000e+00
    x_46_2    link_218   1.000000000000e+00
    x_46_2    load_0_2   4.416374311226e-03
    x_46_3    share_46   1.000000000000e+00
    x_46_3    link_219   1.000000000000e+00
    x_46_3    load_0_3   4.416374311226e-03
    x_46_4    share_46   1.000000000000e+00
    x_46_4    link_220   1.000000000000e+00
    x_46_4    load_0_4   4.416374311226e-03
    x_46_5    share_46   1.000000000000e+00
    x_46_5    link_221   1.000000000000e+00
    x_46_5    load_0_5   4.416374311226e-03
    x_46_6    share_46   1.000000000000e+00
    x_46_6    link_222   1.000000000000e+00
    x_46_6    load_0_6   4.416374311226e-03
    x_46_7    share_46   1.000000000000e+00
    x_46_7    link_223   1.000000000000e+00
    x_46_7    load_0_7   4.416374311226e-03
    x_47_0    share_47   1.000000000000e+00
    x_47_0    link_224   1.000000000000e+00
    x_47_0    load_0_0   2.241776409454e-03
    x_47_1    share_47   1.000000000000e+00
    x_47_1    link_225   1.000000000000e+00
    x_47_1    load_0_1   2.241776409454e-03
    x_47_2    share_47   1.000000000000e+00
    x_47_2    link_226   1.000000000000e+00
    x_47_2    load_0_2   2.241776409454e-03
    x_47_3    share_47   1.000000000000e+00
    x_47_3    link_227   1.000000000000e+00
    x_47_3    load_0_3   2.241776409454e-03
    x_47_4    share_47   1.000000000000e+00
    x_47_4    link_228   1.000000000000e+00
    x_47_4    load_0_4   2.241776409454e-03
    x_47_5    share_47   1.000000000000e+00
    x_47_5    link_229   1.000000000000e+00
    x_47_5    load_0_5   2.241776409454e-03
    x_47_6    share_47   1.000000000000e+00
    x_47_6    link_230   1.000000000000e+00
    x_47_6    load_0_6   2.241776409454e-03
    x_47_7    share_47   1.000000000000e+00
    x_47_7    link_231   1.000000000000e+00
    x_47_7    load_0_7   2.241776409454e-03
    x_4_0     share_4    1.000000000000e+00
    x_4_0     link_16    1.000000000000e+00
    x_4_0     load_0_0   8.261937612398e-04
    x_4_1     share_4    1.000000000000e+00
    x_4_1     link_17    1.000000000000e+00
    x_4_1     load_0_1   8.261937612398e-04
    x_4_2     share_4    1.000000000000e+00
    x_4_2     link_18    1.000000000000e+00
    x_4_2     load_0_2   8.261937612398e-04
    x_4_3     share_4    1.000000000000e+00
    x_4_3     link_19    1.000000000000e+00
    x_4_3     load_0_3   8.261937612398e-04
    x_4_4     share_4    1.000000000000e+00
    x_4_4     link_20    1.000000000000e+00
    x_4_4     load_0_4   8.261937612398e-04
    x_4_5     share_4    1.000000000000e+00
    x_4_5     link_21    1.000000000000e+00
    x_4_5     load_0_5   8.261937612398e-04
    x_4_6     share_4    1.000000000000e+00
    x_4_6     link_22    1.000000000000e+00
    x_4_6     load_0_6   8.261937612398e-04
    x_4_7     share_4    1.000000000000e+00
    x_4_7     link_23    1.000000000000e+00
    x_4_7     load_0_7   8.261937612398e-04
    x_57_0    share_57   1.000000000000e+00
    x_57_0    link_232   1.000000000000e+00
    x_57_0    load_0_0   1.702479329529e-03
    x_57_1    share_57   1.000000000000e+00
    x_57_1    link_233   1.000000000000e+00
    x_57_1    load_0_1   1.702479329529e-03
    x_57_2    share_57   1.000000000000e+00
    x_57_2    link_234   1.000000000000e+00
    x_57_2    load_0_2   1.702479329529e-03
    x_57_3    share_57   1.000000000000e+00
    x_57_3    link_235   1.000000000000e+00
    x_57_3    load_0_3   1.702479329529e-03
    x_57_4    share_57   1.000000000000e+00
    x_57_4    link_236   1.000000000000e+00
    x_57_4    load_0_4   1.702479329529e-03
    x_57_5    share_57   1.000000000000e+00
    x_57_5    link_237   1.000000000000e+00
    x_57_5    load_0_5   1.702479329529e-03
    x_57_6    share_57   1.000000000000e+00
    x_57_6    link_238   1.000000000000e+00
    x_57_6    load_0_6   1.702479329529e-03
    x_57_7    share_57   1.000000000000e+00
    x_57_7    link_239   1.000000000000e+00
    x_57_7    load_0_7   1.702479329529e-03
    x_59_0    share_59   1.000000000000e+00
    x_59_0    link_240   1.000000000000e+00
    x_59_0    load_0_0   1.998748723206e-03
    x_59_1    share_59   1.000000000000e+00
    x_59_1    link_241   1.000000000000e+00
    x_59_1    load_0_1   1.998748723206e-03
    x_59_2    share_59   1.000000000000e+00
    x_59_2    link_242   1.000000000000e+00
    x_59_2    load_0_2   1.998748723206e-03
    x_59_3    share_59   1.000000000000e+00
    x_59_3    link_243   1.000000000000e+00
    x_59_3    load_0_3   1.998748723206e-03
    x_59_4    share_59   1.000000000000e+00
    x_59_4    link_244   1.000000000000e+00
    x_59_4    load_0_4   1.998748723206e-03
    x_59_5    share_59   1.000000000000e+00
    x_59_5    link_245   1.000000000000e+00
    x_59_5    load_0_5   1.998748723206e-03
    x_59_6    share_59   1.000000000000e+00
    x_59_6    link_246   1.000000000000e+00
    x_59_6    load_0_6   1.998748723206e-03
    x_59_7    share_59   1.000000000000e+00
    x_59_7    link_247   1.000000000000e+00
    x_59_7    load_0_7   1.998748723206e-03
    x_5_0     share_5    1.000000000000e+00
    x_5_0     link_24    1.000000000000e+00
    x_5_0     load_0_0   8.367179144278e-03
    x_5_1     share_5    1.000000000000e+00
    x_5_1     link_25    1.000000000000e+00
    x_5_1     load_0_1   8.367179144278e-03
    x_5_2     share_5    1.000000000000e+00
    x_5_2     link_26    1.000000000000e+00
    x_5_2     load_0_2   8.367179144278e-03
    x_5_3     share_5    1.000000000000e+00
    x_5_3     link_27    1.000000000000e+00
    x_5_3     load_0_3   8.367179144278e-03
    x_5_4     share_5    1.000000000000e+00
    x_5_4     link_28    1.000000000000e+00
    x_5_4     load_0_4   8.367179144278e-03
    x_5_5     share_5    1.000000000000e+00
    x_5_5     link_29    1.000000000000e+00
    x_5_5     load_0_5   8.367179144278e-03
    x_5_6     share_5    1.000000000000e+00
    x_5_6     link_30    1.000000000000e+00
    x_5_6     load_0_6   8.367179144278e-03
    x_5_7     share_5    1.000000000000e+00
    x_5_7     link_31    1.000000000000e+00
    x_5_7     load_0_7   8.367179144278e-03
    x_60_0    share_60   1.000000000000e+00
    x_60_0    link_248   1.000000000000e+00
    x_60_0    load_0_0   9.235935605021e-03
    x_60_1    share_60   1.000000000000e+00
    x_60_1    link_249   1.000000000000e+00
    x_60_1    load_0_1   9.235935605021e-03
    x_60_2    share_60   1.000000000000e+00
    x_60_2    link_250   1.000000000000e+00
    x_60_2    load_0_2   9.235935605021e-03
    x_60_3    share_60   1.000000000000e+00
    x_60_3    link_251   1.000000000000e+00
    x_60_3    load_0_3   9.235935605021e-03
    x_60_4    share_60   1.000000000000e+00
    x_60_4    link_252   1.000000000000e+00
    x_60_4    load_0_4   9.235935605021e-03
    x_60_5    share_60   1.000000000000e+00
    x_60_5    link_253   1.000000000000e+00
    x_60_5    load_0_5   9.235935605021e-03
    x_60_6    share_60   1.000000000000e+00
    x_60_6    link_254   1.000000000000e+00
    x_60_6    load_0_6   9.235935605021e-03
    x_60_7    share_60   1.000000000000e+00
    x_60_7    link_255   1.000000000000e+00
    x_60_7    load_0_7   9.235935605021e-03
    x_63_0    share_63   1.000000000000e+00
    x_63_0    link_256   1.000000000000e+00
    x_63_0    load_0_0   4.098468389922e-03
    x_63_1    share_63   1.000000000000e+00
    x_63_1    link_257   1.000000000000e+00
    x_63_1    load_0_1   4.098468389922e-03
    x_63_2    share_63   1.000000000000e+00
    x_63_2    link_258   1.000000000000e+00
    x_63_2    load_0_2   4.098468389922e-03
    x_63_3    share_63   1.000000000000e+00
    x_63_3    link_259   1.000000000000e+00
    x_63_3    load_0_3   4.098468389922e-03
    x_63_4    share_63   1.000000000000e+00
    x_63_4    link_260   1.000000000000e+00
    x_63_4    load_0_4   4.098468389922e-03
    x_63_5    share_63   1.000000000000e+00
    x_63_5    link_261   1.000000000000e+00
    x_63_5    load_0_5   4.098468389922e-03
    x_63_6    share_63   1.000000000000e+00
    x_63_6    link_262   1.000000000000e+00
    x_63_6    load_0_6   4.098468389922e-03
    x_63_7    share_63   1.000000000000e+00
    x_63_7    link_263   1.000000000000e+00
    x_63_7    load_0_7   4.098468389922e-03
    x_66_0    share_66   1.000000000000e+00
    x_66_0    link_264   1.000000000000e+00
    x_66_0    load_0_0   9.716916947217e-04
    x_66_1    share_66   1.000000000000e+00
    x_66_1    link_265   1.000000000000e+00
    x_66_1    load_0_1   9.716916947217e-04
    x_66_2    share_66   1.000000000000e+00
    x_66_2    link_266   1.000000000000e+00
    x_66_2    load_0_2   9.716916947217e-04
    x_66_3    share_66   1.000000000000e+00
    x_66_3    link_267   1.000000000000e+00
    x_66_3    load_0_3   9.716916947217e-04
    x_66_4    share_66   1.000000000000e+00
    x_66_4    link_268   1.000000000000e+00
    x_66_4    load_0_4   9.716916947217e-04
    x_66_5    share_66   1.000000000000e+00
    x_66_5    link_269   1.000000000000e+00
    x_66_5    load_0_5   9.716916947217e-04
    x_66_6    share_66   1.000000000000e+00
    x_66_6    link_270   1.000000000000e+00
    x_66_6    load_0_6   9.716916947217e-04
    x_66_7    share_66   1.000000000000e+00
    x_66_7    link_271   1.000000000000e+00
    x_66_7    load_0_7   9.716916947217e-04
    x_68_0    share_68   1.000000000000e+00
    x_68_0    link_272   1.000000000000e+00
    x_68_0    load_0_0   3.513399710969e-03
    x_68_1    share_68   1.000000000000e+00
    x_68_1    link_273   1.000000000000e+00
    x_68_1    load_0_1   3.513399710969e-03
    x_68_2    share_68   1.000000000000e+00
    x_68_2    link_274   1.000000000000e+00
    x_68_2    load_0_2   3.513399710969e-03
    x_68_3    share_68   1.000000000000e+00
    x_68_3    link_275   1.000000000000e+00
    x_68_3    load_0_3   3.513399710969e-03
    x_68_4    share_68   1.000000000000e+00
    x_68_4    link_276   1.000000000000e+00
    x_68_4    load_0_4   3.513399710969e-03
    x_68_5    share_68   1.000000000000e+00
    x_68_5    link_277   1.000000000000e+00
    x_68_5    load_0_5   3.513399710969e-03
    x_68_6    share_68   1.000000000000e+00
    x_68_6    link_278   1.000000000000e+00
    x_68_6    load_0_6   3.513399710969e-03
    x_68_7    share_68   1.000000000000e+00
    x_68_7    link_279   1.000000000000e+00
    x_68_7    load_0_7   3.513399710969e-03
    x_69_0    share_69   1.000000000000e+00
    x_69_0    link_280   1.000000000000e+00
    x_69_0    load_0_0   2.451883533577e-03
    x_69_1    share_69   1.000000000000e+00
    x_69_1    link_281   1.000000000000e+00
    x_69_1    load_0_1   2.451883533577e-03
    x_69_2    share_69   1.000000000000e+00
    x_69_2    link_282   1.000000000000e+00
    x_69_2    load_0_2   2.451883533577e-03
    x_69_3    share_69   1.000000000000e+00
    x_69_3    link_283   1.000000000000e+00
    x_69_3    load_0_3   2.451883533577e-03
    x_69_4    share_69   1.000000000000e+00
    x_69_4    link_284   1.000000000000e+00
    x_69_4    load_0_4   2.451883533577e-03
    x_69_5    share_69   1.000000000000e+00
    x_69_5    link_285   1.000000000000e+00
    x_69_5    load_0_5   2.451883533577e-03
    x_69_6    share_69   1.000000000000e+00
    x_69_6    link_286   1.000000000000e+00
    x_69_6    load_0_6   2.451883533577e-03
    x_69_7    share_69   1.000000000000e+00
    x_69_7    link_287   1.000000000000e+00
    x_69_7    load_0_7   2.451883533577e-03
    x_6_0     share_6    1.000000000000e+00
    x_6_0     link_32    1.000000000000e+00
    x_6_0     load_0_0   1.609067764345e-02
    x_6_1     share_6    1.000000000000e+00
    x_6_1     link_33    1.000000000000e+00
    x_6_1     load_0_1   1.609067764345e-02
    x_6_2     share_6    1.000000000000e+00
    x_6_2     link_34    1.000000000000e+00
    x_6_2     load_0_2   1.609067764345e-02
    x_6_3     share_6    1.000000000000e+00
    x_6_3     link_35    1.000000000000e+00
    x_6_3     load_0_3   1.609067764345e-02
    x_6_4     share_6    1.000000000000e+00
    x_6_4     link_36    1.000000000000e+00
    x_6_4     load_0_4   1.609067764345e-02
    x_6_5     share_6    1.000000000000e+00
    x_6_5     link_37    1.000000000000e+00
    x_6_5     load_0_5   1.609067764345e-02
    x_6_6     share_6    1.000000000000e+00
    x_6_6     link_38    1.000000000000e+00
    x_6_6     load_0_6   1.609067764345e-02
    x_6_7     share_6    1.000000000000e+00
    x_6_7     link_39    1.000000000000e+00
    x_6_7     load_0_7   1.609067764345e-02
    x_71_0    share_71   1.000000000000e+00
    x_71_0    link_288   1.000000000000e+00
    x_71_0    load_0_0   1.770982735334e-03
    x_71_1    share_71   1.000000000000e+00
    x_71_1    link_289   1.000000000000e+00
    x_71_1    load_0_1   1.770982735334e-03
    x_71_2    share_71   1.000000000000e+00
    x_71_2    link_290   1.000000000000e+00
    x_71_2    load_0_2   1.770982735334e-03
    x_71_3    share_71   1.000000000000e+00
    x_71_3    link_291   1.000000000000e+00
    x_71_3    load_0_3   1.770982735334e-03
    x_71_4    share_71   1.000000000000e+00
    x_71_4    link_292   1.000000000000e+00
    x_71_4    load_0_4   1.770982735334e-03
    x_71_5    share_71   1.000000000000e+00
    x_71_5    link_293   1.000000000000e+00
    x_71_5    load_0_5   1.770982735334e-03
    x_71_6    share_71   1.000000000000e+00
    x_71_6    link_294   1.000000000000e+00
    x_71_6    load_0_6   1.770982735334e-03
    x_71_7    share_71   1.000000000000e+00
    x_71_7    link_295   1.000000000000e+00
    x_71_7    load_0_7   1.770982735334e-03
    x_73_0    share_73   1.000000000000e+00
    x_73_0    link_296   1.000000000000e+00
    x_73_0    load_0_0   3.024138373949e-03
    x_73_1    share_73   1.000000000000e+00
    x_73_1    link_297   1.000000000000e+00
    x_73_1    load_0_1   3.024138373949e-03
    x_73_2    share_73   1.000000000000e+00
    x_73_2    link_298   1.000000000000e+00
    x_73_2    load_0_2   3.024138373949e-03
    x_73_3    share_73   1.000000000000e+00
    x_73_3    link_299   1.000000000000e+00
    x_73_3    load_0_3   3.024138373949e-03
    x_73_4    share_73   1.000000000000e+00
    x_73_4    link_300   1.000000000000e+00
    x_73_4    load_0_4   3.024138373949e-03
    x_73_5    share_73   1.000000000000e+00
    x_73_5    link_301   1.000000000000e+00
    x_73_5    load_0_5   3.024138373949e-03
    x_73_6    share_73   1.000000000000e+00
    x_73_6    link_302   1.000000000000e+00
    x_73_6    load_0_6   3.024138373949e-03
    x_73_7    share_73   1.000000000000e+00
    x_73_7    link_303   1.000000000000e+00
    x_73_7    load_0_7   3.024138373949e-03
    x_74_0    share_74   1.000000000000e+00
    x_74_0    link_304   1.000000000000e+00
    x_74_0    load_0_0   1.000331916726e-02
    x_74_1    share_74   1.000000000000e+00
    x_74_1    link_305   1.000000000000e+00
    x_74_1    load_0_1   1.000331916726e-02
    x_74_2    share_74   1.000000000000e+00
    x_74_2    link_306   1.000000000000e+00
    x_74_2    load_0_2   1.000331916726e-02
    x_74_3    share_74   1.000000000000e+00
    x_74_3    link_307   1.000000000000e+00
    x_74_3    load_0_3   1.000331916726e-02
    x_74_4    share_74   1.000000000000e+00
    x_74_4    link_308   1.000000000000e+00
    x_74_4    load_0_4   1.000331916726e-02
    x_74_5    share_74   1.000000000000e+00
    x_74_5    link_309   1.000000000000e+00
    x_74_5    load_0_5   1.000331916726e-02
    x_74_6    share_74   1.000000000000e+00
    x_74_6    link_310   1.000000000000e+00
    x_74_6    load_0_6   1.000331916726e-02
    x_74_7    share_74   1.000000000000e+00
    x_74_7    link_311   1.000000000000e+00
    x_74_7    load_0_7   1.000331916726e-02
    x_75_0    share_75   1.000000000000e+00
    x_75_0    link_312   1.000000000000e+00
    x_75_0    load_0_0   1.352117012763e-02
    x_75_1    share_75   1.000000000000e+00
    x_75_1    link_313   1.000000000000e+00
    x_75_1    load_0_1   1.352117012763e-02
    x_75_2    share_75   1.000000000000e+00
    x_75_2    link_314   1.000000000000e+00
    x_75_2    load_0_2   1.352117012763e-02
    x_75_3    share_75   1.000000000000e+00
    x_75_3    link_315   1.000000000000e+00
    x_75_3    load_0_3   1.352117012763e-02
    x_75_4    share_75   1.000000000000e+00
    x_75_4    link_316   1.000000000000e+00
    x_75_4    load_0_4   1.352117012763e-02
    x_75_5    share_75   1.000000000000e+00
    x_75_5    link_317   1.000000000000e+00
    x_75_5    load_0_5   1.352117012763e-02
    x_75_6    share_75   1.000000000000e+00
    x_75_6    link_318   1.000000000000e+00
    x_75_6    load_0_6   1.352117012763e-02
    x_75_7    share_75   1.000000000000e+00
    x_75_7    link_319   1.000000000000e+00
    x_75_7    load_0_7   1.352117012763e-02
    x_77_0    share_77   1.000000000000e+00
    x_77_0    link_320   1.000000000000e+00
    x_77_0    load_0_0   3.407519945668e-03
    x_77_1    share_77   1.000000000000e+00
    x_77_1    link_321   1.000000000000e+00
    x_77_1    load_0_1   3.407519945668e-03
    x_77_2    share_77   1.000000000000e+00
    x_77_2    link_322   1.000000000000e+00
    x_77_2    load_0_2   3.407519945668e-03
    x_77_3    share_77   1.000000000000e+00
    x_77_3    link_323   1.000000000000e+00
    x_77_3    load_0_3   3.407519945668e-03
    x_77_4    share_77   1.000000000000e+00
    x_77_4    link_324   1.000000000000e+00
    x_77_4    load_0_4   3.407519945668e-03
    x_77_5    share_77   1.000000000000e+00
    x_77_5    link_325   1.000000000000e+00
    x_77_5    load_0_5   3.407519945668e-03
    x_77_6    share_77   1.000000000000e+00
    x_77_6    link_326   1.000000000000e+00
    x_77_6    load_0_6   3.407519945668e-03
    x_77_7    share_77   1.000000000000e+00
    x_77_7    link_327   1.000000000000e+00
    x_77_7    load_0_7   3.407519945668e-03
    x_82_0    share_82   1.000000000000e+00
    x_82_0    link_328   1.000000000000e+00
    x_82_0    load_0_0   1.971091418400e-03
    x_82_1    share_82   1.000000000000e+00
    x_82_1    link_329   1.000000000000e+00
    x_82_1    load_0_1   1.971091418400e-03
    x_82_2    share_82   1.000000000000e+00
    x_82_2    link_330   1.000000000000e+00
    x_82_2    load_0_2   1.971091418400e-03
    x_82_3    share_82   1.000000000000e+00
    x_82_3    link_331   1.000000000000e+00
    x_82_3    load_0_3   1.971091418400e-03
    x_82_4    share_82   1.000000000000e+00
    x_82_4    link_332   1.000000000000e+00
    x_82_4    load_0_4   1.971091418400e-03
    x_82_5    share_82   1.000000000000e+00
    x_82_5    link_333   1.000000000000e+00
    x_82_5    load_0_5   1.971091418400e-03
    x_82_6    share_82   1.000000000000e+00
    x_82_6    link_334   1.000000000000e+00
    x_82_6    load_0_6   1.971091418400e-03
    x_82_7    share_82   1.000000000000e+00
    x_82_7    link_335   1.000000000000e+00
    x_82_7    load_0_7   1.971091418400e-03
    x_83_0    share_83   1.000000000000e+00
    x_83_0    link_336   1.000000000000e+00
    x_83_0    load_0_0   4.572170545710e-03
    x_83_1    share_83   1.000000000000e+00
    x_83_1    link_337   1.000000000000e+00
    x_83_1    load_0_1   4.572170545710e-03
    x_83_2    share_83   1.000000000000e+00
    x_83_2    link_338   1.000000000000e+00
    x_83_2    load_0_2   4.572170545710e-03
    x_83_3    share_83   1.000000000000e+00
    x_83_3    link_339   1.000000000000e+00
    x_83_3    load_0_3   4.572170545710e-03
    x_83_4    share_83   1.000000000000e+00
    x_83_4    link_340   1.000000000000e+00
    x_83_4    load_0_4   4.572170545710e-03
    x_83_5    share_83   1.000000000000e+00
    x_83_5    link_341   1.000000000000e+00
    x_83_5    load_0_5   4.572170545710e-03
    x_83_6    share_83   1.000000000000e+00
    x_83_6    link_342   1.000000000000e+00
    x_83_6    load_0_6   4.572170545710e-03
    x_83_7    share_83   1.000000000000e+00
    x_83_7    link_343   1.000000000000e+00
    x_83_7    load_0_7   4.572170545710e-03
    x_85_0    share_85   1.000000000000e+00
    x_85_0    link_344   1.000000000000e+00
    x_85_0    load_0_0   5.365767367948e-02
    x_85_1    share_85   1.000000000000e+00
    x_85_1    link_345   1.000000000000e+00
    x_85_1    load_0_1   5.365767367948e-02
    x_85_2    share_85   1.000000000000e+00
    x_85_2    link_346   1.000000000000e+00
    x_85_2    load_0_2   5.365767367948e-02
    x_85_3    share_85   1.000000000000e+00
    x_85_3    link_347   1.000000000000e+00
    x_85_3    load_0_3   5.365767367948e-02
    x_85_4    share_85   1.000000000000e+00
    x_85_4    link_348   1.000000000000e+00
    x_85_4    load_0_4   5.365767367948e-02
    x_85_5    share_85   1.000000000000e+00
    x_85_5    link_349   1.000000000000e+00
    x_85_5    load_0_5   5.365767367948e-02
    x_85_6    share_85   1.000000000000e+00
    x_85_6    link_350   1.000000000000e+00
    x_85_6    load_0_6   5.365767367948e-02
    x_85_7    share_85   1.000000000000e+00
    x_85_7    link_351   1.000000000000e+00
    x_85_7    load_0_7   5.365767367948e-02
    x_88_0    share_88   1.000000000000e+00
    x_88_0    link_352   1.000000000000e+00
    x_88_0    load_0_0   6.034286819296e-02
    x_88_1    share_88   1.000000000000e+00
    x_88_1    link_353   1.000000000000e+00
    x_88_1    load_0_1   6.034286819296e-02
    x_88_2    share_88   1.000000000000e+00
    x_88_2    link_354   1.000000000000e+00
    x_88_2    load_0_2   6.034286819296e-02
    x_88_3    share_88   1.000000000000e+00
    x_88_3    link_355   1.000000000000e+00
    x_88_3    load_0_3   6.034286819296e-02
    x_88_4    share_88   1.000000000000e+00
    x_88_4    link_356   1.000000000000e+00
    x_88_4    load_0_4   6.034286819296e-02
    x_88_5    share_88   1.000000000000e+00
    x_88_5    link_357   1.000000000000e+00
    x_88_5    load_0_5   6.034286819296e-02
    x_88_6    share_88   1.000000000000e+00
    x_88_6    link_358   1.000000000000e+00
    x_88_6    load_0_6   6.034286819296e-02
    x_88_7    share_88   1.000000000000e+00
    x_88_7    link_359   1.000000000000e+00
    x_88_7    load_0_7   6.034286819296e-02
    x_8_0     share_8    1.000000000000e+00
    x_8_0     link_40    1.000000000000e+00
    x_8_0     load_0_0   5.119442289215e-03
    x_8_1     share_8    1.000000000000e+00
    x_8_1     link_41    1.000000000000e+00
    x_8_1     load_0_1   5.119442289215e-03
    x_8_2     share_8    1.000000000000e+00
    x_8_2     link_42    1.000000000000e+00
    x_8_2     load_0_2   5.119442289215e-03
    x_8_3     share_8    1.000000000000e+00
    x_8_3     link_43    1.000000000000e+00
    x_8_3     load_0_3   5.119442289215e-03
    x_8_4     share_8    1.000000000000e+00
    x_8_4     link_44    1.000000000000e+00
    x_8_4     load_0_4   5.119442289215e-03
    x_8_5     share_8    1.000000000000e+00
    x_8_5     link_45    1.000000000000e+00
    x_8_5     load_0_5   5.119442289215e-03
    x_8_6     share_8    1.000000000000e+00
    x_8_6     link_46    1.000000000000e+00
    x_8_6     load_0_6   5.119442289215e-03
    x_8_7     share_8    1.000000000000e+00
    x_8_7     link_47    1.000000000000e+00
    x_8_7     load_0_7   5.119442289215e-03
    x_90_0    share_90   1.000000000000e+00
    x_90_0    link_360   1.000000000000e+00
    x_90_0    load_0_0   1.557591337640e-02
    x_90_1    share_90   1.000000000000e+00
    x_90_1    link_361   1.000000000000e+00
    x_90_1    load_0_1   1.557591337640e-02
    x_90_2    share_90   1.000000000000e+00
    x_90_2    link_362   1.000000000000e+00
    x_90_2    load_0_2   1.557591337640e-02
    x_90_3    share_90   1.000000000000e+00
    x_90_3    link_363   1.000000000000e+00
    x_90_3    load_0_3   1.557591337640e-02
    x_90_4    share_90   1.000000000000e+00
    x_90_4    link_364   1.000000000000e+00
    x_90_4    load_0_4   1.557591337640e-02
    x_90_5    share_90   1.000000000000e+00
    x_90_5    link_365   1.000000000000e+00
    x_90_5    load_0_5   1.557591337640e-02
    x_90_6    share_90   1.000000000000e+00
    x_90_6    link_366   1.000000000000e+00
    x_90_6    load_0_6   1.557591337640e-02
    x_90_7    share_90   1.000000000000e+00
    x_90_7    link_367   1.000000000000e+00
    x_90_7    load_0_7   1.557591337640e-02
    x_91_0    share_91   1.000000000000e+00
    x_91_0    link_368   1.000000000000e+00
    x_91_0    load_0_0   1.380620869480e-03
    x_91_1    share_91   1.000000000000e+00
    x_91_1    link_369   1.000000000000e+00
    x_91_1    load_0_1   1.380620869480e-03
    x_91_2    share_91   1.000000000000e+00
    x_91_2    link_370   1.000000000000e+00
    x_91_2    load_0_2   1.380620869480e-03
    x_91_3    share_91   1.000000000000e+00
    x_91_3    link_371   1.000000000000e+00
    x_91_3    load_0_3   1.380620869480e-03
    x_91_4    share_91   1.000000000000e+00
    x_91_4    link_372   1.000000000000e+00
    x_91_4    load_0_4   1.380620869480e-03
    x_91_5    share_91   1.000000000000e+00
    x_91_5    link_373   1.000000000000e+00
    x_91_5    load_0_5   1.380620869480e-03
    x_91_6    share_91   1.000000000000e+00
    x_91_6    link_374   1.000000000000e+00
    x_91_6    load_0_6   1.380620869480e-03
    x_91_7    share_91   1.000000000000e+00
    x_91_7    link_375   1.000000000000e+00
    x_91_7    load_0_7   1.380620869480e-03
    x_93_0    share_93   1.000000000000e+00
    x_93_0    link_376   1.000000000000e+00
    x_93_0    load_0_0   2.233514136650e-03
    x_93_1    share_93   1.000000000000e+00
    x_93_1    link_377   1.000000000000e+00
    x_93_1    load_0_1   2.233514136650e-03
    x_93_2    share_93   1.000000000000e+00
    x_93_2    link_378   1.000000000000e+00
    x_93_2    load_0_2   2.233514136650e-03
    x_93_3    share_93   1.000000000000e+00
    x_93_3    link_379   1.000000000000e+00
    x_93_3    load_0_3   2.233514136650e-03
    x_93_4    share_93   1.000000000000e+00
    x_93_4    link_380   1.000000000000e+00
    x_93_4    load_0_4   2.233514136650e-03
    x_93_5    share_93   1.000000000000e+00
    x_93_5    link_381   1.000000000000e+00
    x_93_5    load_0_5   2.233514136650e-03
    x_93_6    share_93   1.000000000000e+00
    x_93_6    link_382   1.000000000000e+00
    x_93_6    load_0_6   2.233514136650e-03
    x_93_7    share_93   1.000000000000e+00
    x_93_7    link_383   1.000000000000e+00
    x_93_7    load_0_7   2.233514136650e-03
    x_96_0    share_96   1.000000000000e+00
    x_96_0    link_384   1.000000000000e+00
    x_96_0    load_0_0   1.224276474865e-03
    x_96_1    share_96   1.000000000000e+00
    x_96_1    link_385   1.000000000000e+00
    x_96_1    load_0_1   1.224276474865e-03
    x_96_2    share_96   1.000000000000e+00
    x_96_2    link_386   1.000000000000e+00
    x_96_2    load_0_2   1.224276474865e-03
    x_96_3    share_96   1.000000000000e+00
    x_96_3    link_387   1.000000000000e+00
    x_96_3    load_0_3   1.224276474865e-03
    x_96_4    share_96   1.000000000000e+00
    x_96_4    link_388   1.000000000000e+00
    x_96_4    load_0_4   1.224276474865e-03
    x_96_5    share_96   1.000000000000e+00
    x_96_5    link_389   1.000000000000e+00
    x_96_5    load_0_5   1.224276474865e-03
    x_96_6    share_96   1.000000000000e+00
    x_96_6    link_390   1.000000000000e+00
    x_96_6    load_0_6   1.224276474865e-03
    x_96_7    share_96   1.000000000000e+00
    x_96_7    link_391   1.000000000000e+00
    x_96_7    load_0_7   1.224276474865e-03
    x_99_0    share_99   1.000000000000e+00
    x_99_0    link_392   1.000000000000e+00
    x_99_0    load_0_0   1.703749078289e-03
    x_99_1    share_99   1.000000000000e+00
    x_99_1    link_393   1.000000000000e+00
    x_99_1    load_0_1   1.703749078289e-03
    x_99_2    share_99   1.000000000000e+00
    x_99_2    link_394   1.000000000000e+00
    x_99_2    load_0_2   1.703749078289e-03
    x_99_3    share_99   1.000000000000e+00
    x_99_3    link_395   1.000000000000e+00
    x_99_3    load_0_3   1.703749078289e-03
    x_99_4    share_99   1.000000000000e+00
    x_99_4    link_396   1.000000000000e+00
    x_99_4    load_0_4   1.703749078289e-03
    x_99_5    share_99   1.000000000000e+00
    x_99_5    link_397   1.000000000000e+00
    x_99_5    load_0_5   1.703749078289e-03
    x_99_6    share_99   1.000000000000e+00
    x_99_6    link_398   1.000000000000e+00
    x_99_6    load_0_6   1.703749078289e-03
    x_99_7    share_99   1.000000000000e+00
    x_99_7    link_399   1.000000000000e+00
    x_99_7    load_0_7   1.703749078289e-03
    x_9_0     share_9    1.000000000000e+00
    x_9_0     link_48    1.000000000000e+00
    x_9_0     load_0_0   6.751073688050e-03
    x_9_1     share_9    1.000000000000e+00
    x_9_1     link_49    1.000000000000e+00
    x_9_1     load_0_1   6.751073688050e-03
    x_9_2     share_9    1.000000000000e+00
    x_9_2     link_50    1.000000000000e+00
    x_9_2     load_0_2   6.751073688050e-03
    x_9_3     share_9    1.000000000000e+00
    x_9_3     link_51    1.000000000000e+00
    x_9_3     load_0_3   6.751073688050e-03
    x_9_4     share_9    1.000000000000e+00
    x_9_4     link_52    1.000000000000e+00
    x_9_4     load_0_4   6.751073688050e-03
    x_9_5     share_9    1.000000000000e+00
    x_9_5     link_53    1.000000000000e+00
    x_9_5     load_0_5   6.751073688050e-03
    x_9_6     share_9    1.000000000000e+00
    x_9_6     link_54    1.000000000000e+00
    x_9_6     load_0_6   6.751073688050e-03
    x_9_7     share_9    1.000000000000e+00
    x_9_7     link_55    1.000000000000e+00
    x_9_7     load_0_7   6.751073688050e-03
    MARK      'MARKER'                 'INTORG'
    y_0_0     dest_0     1.000000000000e+00
    y_0_0     link_0    -1.000000000000e+00
    y_0_0     kv_0       1.241000000000e+03
    y_0_0     load_0_0   2.051882924518e-04
    y_0_0     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_1     dest_0     1.000000000000e+00
    y_0_1     link_1    -1.000000000000e+00
    y_0_1     kv_1       1.241000000000e+03
    y_0_1     load_0_1   2.051882924518e-04
    y_0_1     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_2     dest_0     1.000000000000e+00
    y_0_2     link_2    -1.000000000000e+00
    y_0_2     kv_2       1.241000000000e+03
    y_0_2     load_0_2   2.051882924518e-04
    y_0_2     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_3     dest_0     1.000000000000e+00
    y_0_3     link_3    -1.000000000000e+00
    y_0_3     kv_3       1.241000000000e+03
    y_0_3     load_0_3   2.051882924518e-04
    y_0_3     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_4     dest_0     1.000000000000e+00
    y_0_4     link_4    -1.000000000000e+00
    y_0_4     kv_4       1.241000000000e+03
    y_0_4     load_0_4   2.051882924518e-04
    y_0_4     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_5     dest_0     1.000000000000e+00
    y_0_5     link_5    -1.000000000000e+00
    y_0_5     kv_5       1.241000000000e+03
    y_0_5     load_0_5   2.051882924518e-04
    y_0_5     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_6     dest_0     1.000000000000e+00
    y_0_6     link_6    -1.000000000000e+00
    y_0_6     kv_6       1.241000000000e+03
    y_0_6     load_0_6   2.051882924518e-04
    y_0_6     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_0_7     dest_0     1.000000000000e+00
    y_0_7     link_7    -1.000000000000e+00
    y_0_7     kv_7       1.241000000000e+03
    y_0_7     load_0_7   2.051882924518e-04
    y_0_7     J          4.136666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_0   dest_101   1.000000000000e+00
    y_101_0   link_400  -1.000000000000e+00
    y_101_0   kv_0       5.590000000000e+02
    y_101_0   load_0_0   9.138463530403e-05
    y_101_0   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_1   dest_101   1.000000000000e+00
    y_101_1   link_401  -1.000000000000e+00
    y_101_1   kv_1       5.590000000000e+02
    y_101_1   load_0_1   9.138463530403e-05
    y_101_1   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_2   dest_101   1.000000000000e+00
    y_101_2   link_402  -1.000000000000e+00
    y_101_2   kv_2       5.590000000000e+02
    y_101_2   load_0_2   9.138463530403e-05
    y_101_2   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_3   dest_101   1.000000000000e+00
    y_101_3   link_403  -1.000000000000e+00
    y_101_3   kv_3       5.590000000000e+02
    y_101_3   load_0_3   9.138463530403e-05
    y_101_3   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_4   dest_101   1.000000000000e+00
    y_101_4   link_404  -1.000000000000e+00
    y_101_4   kv_4       5.590000000000e+02
    y_101_4   load_0_4   9.138463530403e-05
    y_101_4   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_5   dest_101   1.000000000000e+00
    y_101_5   link_405  -1.000000000000e+00
    y_101_5   kv_5       5.590000000000e+02
    y_101_5   load_0_5   9.138463530403e-05
    y_101_5   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_6   dest_101   1.000000000000e+00
    y_101_6   link_406  -1.000000000000e+00
    y_101_6   kv_6       5.590000000000e+02
    y_101_6   load_0_6   9.138463530403e-05
    y_101_6   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_101_7   dest_101   1.000000000000e+00
    y_101_7   link_407  -1.000000000000e+00
    y_101_7   kv_7       5.590000000000e+02
    y_101_7   load_0_7   9.138463530403e-05
    y_101_7   J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_0   dest_102   1.000000000000e+00
    y_102_0   link_408  -1.000000000000e+00
    y_102_0   kv_0       1.562000000000e+03
    y_102_0   load_0_0   2.596319440082e-04
    y_102_0   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_1   dest_102   1.000000000000e+00
    y_102_1   link_409  -1.000000000000e+00
    y_102_1   kv_1       1.562000000000e+03
    y_102_1   load_0_1   2.596319440082e-04
    y_102_1   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_2   dest_102   1.000000000000e+00
    y_102_2   link_410  -1.000000000000e+00
    y_102_2   kv_2       1.562000000000e+03
    y_102_2   load_0_2   2.596319440082e-04
    y_102_2   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_3   dest_102   1.000000000000e+00
    y_102_3   link_411  -1.000000000000e+00
    y_102_3   kv_3       1.562000000000e+03
    y_102_3   load_0_3   2.596319440082e-04
    y_102_3   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_4   dest_102   1.000000000000e+00
    y_102_4   link_412  -1.000000000000e+00
    y_102_4   kv_4       1.562000000000e+03
    y_102_4   load_0_4   2.596319440082e-04
    y_102_4   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_5   dest_102   1.000000000000e+00
    y_102_5   link_413  -1.000000000000e+00
    y_102_5   kv_5       1.562000000000e+03
    y_102_5   load_0_5   2.596319440082e-04
    y_102_5   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_6   dest_102   1.000000000000e+00
    y_102_6   link_414  -1.000000000000e+00
    y_102_6   kv_6       1.562000000000e+03
    y_102_6   load_0_6   2.596319440082e-04
    y_102_6   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_102_7   dest_102   1.000000000000e+00
    y_102_7   link_415  -1.000000000000e+00
    y_102_7   kv_7       1.562000000000e+03
    y_102_7   load_0_7   2.596319440082e-04
    y_102_7   J          5.206666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_0   dest_104   1.000000000000e+00
    y_104_0   link_416  -1.000000000000e+00
    y_104_0   kv_0       1.418000000000e+03
    y_104_0   load_0_0   2.351390244518e-04
    y_104_0   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_1   dest_104   1.000000000000e+00
    y_104_1   link_417  -1.000000000000e+00
    y_104_1   kv_1       1.418000000000e+03
    y_104_1   load_0_1   2.351390244518e-04
    y_104_1   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_2   dest_104   1.000000000000e+00
    y_104_2   link_418  -1.000000000000e+00
    y_104_2   kv_2       1.418000000000e+03
    y_104_2   load_0_2   2.351390244518e-04
    y_104_2   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_3   dest_104   1.000000000000e+00
    y_104_3   link_419  -1.000000000000e+00
    y_104_3   kv_3       1.418000000000e+03
    y_104_3   load_0_3   2.351390244518e-04
    y_104_3   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_4   dest_104   1.000000000000e+00
    y_104_4   link_420  -1.000000000000e+00
    y_104_4   kv_4       1.418000000000e+03
    y_104_4   load_0_4   2.351390244518e-04
    y_104_4   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_5   dest_104   1.000000000000e+00
    y_104_5   link_421  -1.000000000000e+00
    y_104_5   kv_5       1.418000000000e+03
    y_104_5   load_0_5   2.351390244518e-04
    y_104_5   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_6   dest_104   1.000000000000e+00
    y_104_6   link_422  -1.000000000000e+00
    y_104_6   kv_6       1.418000000000e+03
    y_104_6   load_0_6   2.351390244518e-04
    y_104_6   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_104_7   dest_104   1.000000000000e+00
    y_104_7   link_423  -1.000000000000e+00
    y_104_7   kv_7       1.418000000000e+03
    y_104_7   load_0_7   2.351390244518e-04
    y_104_7   J          4.726666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_0   dest_109   1.000000000000e+00
    y_109_0   link_424  -1.000000000000e+00
    y_109_0   kv_0       1.769000000000e+03
    y_109_0   load_0_0   2.950389179184e-04
    y_109_0   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_1   dest_109   1.000000000000e+00
    y_109_1   link_425  -1.000000000000e+00
    y_109_1   kv_1       1.769000000000e+03
    y_109_1   load_0_1   2.950389179184e-04
    y_109_1   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_2   dest_109   1.000000000000e+00
    y_109_2   link_426  -1.000000000000e+00
    y_109_2   kv_2       1.769000000000e+03
    y_109_2   load_0_2   2.950389179184e-04
    y_109_2   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_3   dest_109   1.000000000000e+00
    y_109_3   link_427  -1.000000000000e+00
    y_109_3   kv_3       1.769000000000e+03
    y_109_3   load_0_3   2.950389179184e-04
    y_109_3   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_4   dest_109   1.000000000000e+00
    y_109_4   link_428  -1.000000000000e+00
    y_109_4   kv_4       1.769000000000e+03
    y_109_4   load_0_4   2.950389179184e-04
    y_109_4   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_5   dest_109   1.000000000000e+00
    y_109_5   link_429  -1.000000000000e+00
    y_109_5   kv_5       1.769000000000e+03
    y_109_5   load_0_5   2.950389179184e-04
    y_109_5   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_6   dest_109   1.000000000000e+00
    y_109_6   link_430  -1.000000000000e+00
    y_109_6   kv_6       1.769000000000e+03
    y_109_6   load_0_6   2.950389179184e-04
    y_109_6   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_109_7   dest_109   1.000000000000e+00
    y_109_7   link_431  -1.000000000000e+00
    y_109_7   kv_7       1.769000000000e+03
    y_109_7   load_0_7   2.950389179184e-04
    y_109_7   J          5.896666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_0    dest_10    1.000000000000e+00
    y_10_0    link_56   -1.000000000000e+00
    y_10_0    kv_0       5.200000000000e+02
    y_10_0    load_0_0   8.495358515352e-05
    y_10_0    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_1    dest_10    1.000000000000e+00
    y_10_1    link_57   -1.000000000000e+00
    y_10_1    kv_1       5.200000000000e+02
    y_10_1    load_0_1   8.495358515352e-05
    y_10_1    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_2    dest_10    1.000000000000e+00
    y_10_2    link_58   -1.000000000000e+00
    y_10_2    kv_2       5.200000000000e+02
    y_10_2    load_0_2   8.495358515352e-05
    y_10_2    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_3    dest_10    1.000000000000e+00
    y_10_3    link_59   -1.000000000000e+00
    y_10_3    kv_3       5.200000000000e+02
    y_10_3    load_0_3   8.495358515352e-05
    y_10_3    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_4    dest_10    1.000000000000e+00
    y_10_4    link_60   -1.000000000000e+00
    y_10_4    kv_4       5.200000000000e+02
    y_10_4    load_0_4   8.495358515352e-05
    y_10_4    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_5    dest_10    1.000000000000e+00
    y_10_5    link_61   -1.000000000000e+00
    y_10_5    kv_5       5.200000000000e+02
    y_10_5    load_0_5   8.495358515352e-05
    y_10_5    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_6    dest_10    1.000000000000e+00
    y_10_6    link_62   -1.000000000000e+00
    y_10_6    kv_6       5.200000000000e+02
    y_10_6    load_0_6   8.495358515352e-05
    y_10_6    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_10_7    dest_10    1.000000000000e+00
    y_10_7    link_63   -1.000000000000e+00
    y_10_7    kv_7       5.200000000000e+02
    y_10_7    load_0_7   8.495358515352e-05
    y_10_7    J          1.733333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_0   dest_111   1.000000000000e+00
    y_111_0   link_432  -1.000000000000e+00
    y_111_0   kv_0       5.930000000000e+02
    y_111_0   load_0_0   9.699796936017e-05
    y_111_0   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_1   dest_111   1.000000000000e+00
    y_111_1   link_433  -1.000000000000e+00
    y_111_1   kv_1       5.930000000000e+02
    y_111_1   load_0_1   9.699796936017e-05
    y_111_1   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_2   dest_111   1.000000000000e+00
    y_111_2   link_434  -1.000000000000e+00
    y_111_2   kv_2       5.930000000000e+02
    y_111_2   load_0_2   9.699796936017e-05
    y_111_2   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_3   dest_111   1.000000000000e+00
    y_111_3   link_435  -1.000000000000e+00
    y_111_3   kv_3       5.930000000000e+02
    y_111_3   load_0_3   9.699796936017e-05
    y_111_3   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_4   dest_111   1.000000000000e+00
    y_111_4   link_436  -1.000000000000e+00
    y_111_4   kv_4       5.930000000000e+02
    y_111_4   load_0_4   9.699796936017e-05
    y_111_4   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_5   dest_111   1.000000000000e+00
    y_111_5   link_437  -1.000000000000e+00
    y_111_5   kv_5       5.930000000000e+02
    y_111_5   load_0_5   9.699796936017e-05
    y_111_5   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_6   dest_111   1.000000000000e+00
    y_111_6   link_438  -1.000000000000e+00
    y_111_6   kv_6       5.930000000000e+02
    y_111_6   load_0_6   9.699796936017e-05
    y_111_6   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_111_7   dest_111   1.000000000000e+00
    y_111_7   link_439  -1.000000000000e+00
    y_111_7   kv_7       5.930000000000e+02
    y_111_7   load_0_7   9.699796936017e-05
    y_111_7   J          1.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_0   dest_113   1.000000000000e+00
    y_113_0   link_440  -1.000000000000e+00
    y_113_0   kv_0       1.801000000000e+03
    y_113_0   load_0_0   3.005333439176e-04
    y_113_0   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_1   dest_113   1.000000000000e+00
    y_113_1   link_441  -1.000000000000e+00
    y_113_1   kv_1       1.801000000000e+03
    y_113_1   load_0_1   3.005333439176e-04
    y_113_1   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_2   dest_113   1.000000000000e+00
    y_113_2   link_442  -1.000000000000e+00
    y_113_2   kv_2       1.801000000000e+03
    y_113_2   load_0_2   3.005333439176e-04
    y_113_2   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_3   dest_113   1.000000000000e+00
    y_113_3   link_443  -1.000000000000e+00
    y_113_3   kv_3       1.801000000000e+03
    y_113_3   load_0_3   3.005333439176e-04
    y_113_3   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_4   dest_113   1.000000000000e+00
    y_113_4   link_444  -1.000000000000e+00
    y_113_4   kv_4       1.801000000000e+03
    y_113_4   load_0_4   3.005333439176e-04
    y_113_4   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_5   dest_113   1.000000000000e+00
    y_113_5   link_445  -1.000000000000e+00
    y_113_5   kv_5       1.801000000000e+03
    y_113_5   load_0_5   3.005333439176e-04
    y_113_5   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_6   dest_113   1.000000000000e+00
    y_113_6   link_446  -1.000000000000e+00
    y_113_6   kv_6       1.801000000000e+03
    y_113_6   load_0_6   3.005333439176e-04
    y_113_6   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_113_7   dest_113   1.000000000000e+00
    y_113_7   link_447  -1.000000000000e+00
    y_113_7   kv_7       1.801000000000e+03
    y_113_7   load_0_7   3.005333439176e-04
    y_113_7   J          6.003333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_0   dest_115   1.000000000000e+00
    y_115_0   link_448  -1.000000000000e+00
    y_115_0   kv_0       9.470000000000e+02
    y_115_0   load_0_0   1.558177452962e-04
    y_115_0   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_1   dest_115   1.000000000000e+00
    y_115_1   link_449  -1.000000000000e+00
    y_115_1   kv_1       9.470000000000e+02
    y_115_1   load_0_1   1.558177452962e-04
    y_115_1   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_2   dest_115   1.000000000000e+00
    y_115_2   link_450  -1.000000000000e+00
    y_115_2   kv_2       9.470000000000e+02
    y_115_2   load_0_2   1.558177452962e-04
    y_115_2   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_3   dest_115   1.000000000000e+00
    y_115_3   link_451  -1.000000000000e+00
    y_115_3   kv_3       9.470000000000e+02
    y_115_3   load_0_3   1.558177452962e-04
    y_115_3   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_4   dest_115   1.000000000000e+00
    y_115_4   link_452  -1.000000000000e+00
    y_115_4   kv_4       9.470000000000e+02
    y_115_4   load_0_4   1.558177452962e-04
    y_115_4   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_5   dest_115   1.000000000000e+00
    y_115_5   link_453  -1.000000000000e+00
    y_115_5   kv_5       9.470000000000e+02
    y_115_5   load_0_5   1.558177452962e-04
    y_115_5   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_6   dest_115   1.000000000000e+00
    y_115_6   link_454  -1.000000000000e+00
    y_115_6   kv_6       9.470000000000e+02
    y_115_6   load_0_6   1.558177452962e-04
    y_115_6   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_115_7   dest_115   1.000000000000e+00
    y_115_7   link_455  -1.000000000000e+00
    y_115_7   kv_7       9.470000000000e+02
    y_115_7   load_0_7   1.558177452962e-04
    y_115_7   J          3.156666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_0   dest_116   1.000000000000e+00
    y_116_0   link_456  -1.000000000000e+00
    y_116_0   kv_0       1.279000000000e+03
    y_116_0   load_0_0   2.116039697258e-04
    y_116_0   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_1   dest_116   1.000000000000e+00
    y_116_1   link_457  -1.000000000000e+00
    y_116_1   kv_1       1.279000000000e+03
    y_116_1   load_0_1   2.116039697258e-04
    y_116_1   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_2   dest_116   1.000000000000e+00
    y_116_2   link_458  -1.000000000000e+00
    y_116_2   kv_2       1.279000000000e+03
    y_116_2   load_0_2   2.116039697258e-04
    y_116_2   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_3   dest_116   1.000000000000e+00
    y_116_3   link_459  -1.000000000000e+00
    y_116_3   kv_3       1.279000000000e+03
    y_116_3   load_0_3   2.116039697258e-04
    y_116_3   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_4   dest_116   1.000000000000e+00
    y_116_4   link_460  -1.000000000000e+00
    y_116_4   kv_4       1.279000000000e+03
    y_116_4   load_0_4   2.116039697258e-04
    y_116_4   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_5   dest_116   1.000000000000e+00
    y_116_5   link_461  -1.000000000000e+00
    y_116_5   kv_5       1.279000000000e+03
    y_116_5   load_0_5   2.116039697258e-04
    y_116_5   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_6   dest_116   1.000000000000e+00
    y_116_6   link_462  -1.000000000000e+00
    y_116_6   kv_6       1.279000000000e+03
    y_116_6   load_0_6   2.116039697258e-04
    y_116_6   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_116_7   dest_116   1.000000000000e+00
    y_116_7   link_463  -1.000000000000e+00
    y_116_7   kv_7       1.279000000000e+03
    y_116_7   load_0_7   2.116039697258e-04
    y_116_7   J          4.263333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_0   dest_118   1.000000000000e+00
    y_118_0   link_464  -1.000000000000e+00
    y_118_0   kv_0       1.857000000000e+03
    y_118_0   load_0_0   3.101620461416e-04
    y_118_0   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_1   dest_118   1.000000000000e+00
    y_118_1   link_465  -1.000000000000e+00
    y_118_1   kv_1       1.857000000000e+03
    y_118_1   load_0_1   3.101620461416e-04
    y_118_1   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_2   dest_118   1.000000000000e+00
    y_118_2   link_466  -1.000000000000e+00
    y_118_2   kv_2       1.857000000000e+03
    y_118_2   load_0_2   3.101620461416e-04
    y_118_2   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_3   dest_118   1.000000000000e+00
    y_118_3   link_467  -1.000000000000e+00
    y_118_3   kv_3       1.857000000000e+03
    y_118_3   load_0_3   3.101620461416e-04
    y_118_3   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_4   dest_118   1.000000000000e+00
    y_118_4   link_468  -1.000000000000e+00
    y_118_4   kv_4       1.857000000000e+03
    y_118_4   load_0_4   3.101620461416e-04
    y_118_4   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_5   dest_118   1.000000000000e+00
    y_118_5   link_469  -1.000000000000e+00
    y_118_5   kv_5       1.857000000000e+03
    y_118_5   load_0_5   3.101620461416e-04
    y_118_5   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_6   dest_118   1.000000000000e+00
    y_118_6   link_470  -1.000000000000e+00
    y_118_6   kv_6       1.857000000000e+03
    y_118_6   load_0_6   3.101620461416e-04
    y_118_6   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_118_7   dest_118   1.000000000000e+00
    y_118_7   link_471  -1.000000000000e+00
    y_118_7   kv_7       1.857000000000e+03
    y_118_7   load_0_7   3.101620461416e-04
    y_118_7   J          6.190000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_0    dest_11    1.000000000000e+00
    y_11_0    link_64   -1.000000000000e+00
    y_11_0    kv_0       1.419000000000e+03
    y_11_0    load_0_0   2.353087236856e-04
    y_11_0    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_1    dest_11    1.000000000000e+00
    y_11_1    link_65   -1.000000000000e+00
    y_11_1    kv_1       1.419000000000e+03
    y_11_1    load_0_1   2.353087236856e-04
    y_11_1    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_2    dest_11    1.000000000000e+00
    y_11_2    link_66   -1.000000000000e+00
    y_11_2    kv_2       1.419000000000e+03
    y_11_2    load_0_2   2.353087236856e-04
    y_11_2    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_3    dest_11    1.000000000000e+00
    y_11_3    link_67   -1.000000000000e+00
    y_11_3    kv_3       1.419000000000e+03
    y_11_3    load_0_3   2.353087236856e-04
    y_11_3    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_4    dest_11    1.000000000000e+00
    y_11_4    link_68   -1.000000000000e+00
    y_11_4    kv_4       1.419000000000e+03
    y_11_4    load_0_4   2.353087236856e-04
    y_11_4    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_5    dest_11    1.000000000000e+00
    y_11_5    link_69   -1.000000000000e+00
    y_11_5    kv_5       1.419000000000e+03
    y_11_5    load_0_5   2.353087236856e-04
    y_11_5    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_6    dest_11    1.000000000000e+00
    y_11_6    link_70   -1.000000000000e+00
    y_11_6    kv_6       1.419000000000e+03
    y_11_6    load_0_6   2.353087236856e-04
    y_11_6    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_11_7    dest_11    1.000000000000e+00
    y_11_7    link_71   -1.000000000000e+00
    y_11_7    kv_7       1.419000000000e+03
    y_11_7    load_0_7   2.353087236856e-04
    y_11_7    J          4.730000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_0    dest_12    1.000000000000e+00
    y_12_0    link_72   -1.000000000000e+00
    y_12_0    kv_0       1.974000000000e+03
    y_12_0    load_0_0   3.303344275691e-04
    y_12_0    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_1    dest_12    1.000000000000e+00
    y_12_1    link_73   -1.000000000000e+00
    y_12_1    kv_1       1.974000000000e+03
    y_12_1    load_0_1   3.303344275691e-04
    y_12_1    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_2    dest_12    1.000000000000e+00
    y_12_2    link_74   -1.000000000000e+00
    y_12_2    kv_2       1.974000000000e+03
    y_12_2    load_0_2   3.303344275691e-04
    y_12_2    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_3    dest_12    1.000000000000e+00
    y_12_3    link_75   -1.000000000000e+00
    y_12_3    kv_3       1.974000000000e+03
    y_12_3    load_0_3   3.303344275691e-04
    y_12_3    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_4    dest_12    1.000000000000e+00
    y_12_4    link_76   -1.000000000000e+00
    y_12_4    kv_4       1.974000000000e+03
    y_12_4    load_0_4   3.303344275691e-04
    y_12_4    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_5    dest_12    1.000000000000e+00
    y_12_5    link_77   -1.000000000000e+00
    y_12_5    kv_5       1.974000000000e+03
    y_12_5    load_0_5   3.303344275691e-04
    y_12_5    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_6    dest_12    1.000000000000e+00
    y_12_6    link_78   -1.000000000000e+00
    y_12_6    kv_6       1.974000000000e+03
    y_12_6    load_0_6   3.303344275691e-04
    y_12_6    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_12_7    dest_12    1.000000000000e+00
    y_12_7    link_79   -1.000000000000e+00
    y_12_7    kv_7       1.974000000000e+03
    y_12_7    load_0_7   3.303344275691e-04
    y_12_7    J          6.580000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_0    dest_13    1.000000000000e+00
    y_13_0    link_80   -1.000000000000e+00
    y_13_0    kv_0       8.710000000000e+02
    y_13_0    load_0_0   1.431320772761e-04
    y_13_0    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_1    dest_13    1.000000000000e+00
    y_13_1    link_81   -1.000000000000e+00
    y_13_1    kv_1       8.710000000000e+02
    y_13_1    load_0_1   1.431320772761e-04
    y_13_1    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_2    dest_13    1.000000000000e+00
    y_13_2    link_82   -1.000000000000e+00
    y_13_2    kv_2       8.710000000000e+02
    y_13_2    load_0_2   1.431320772761e-04
    y_13_2    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_3    dest_13    1.000000000000e+00
    y_13_3    link_83   -1.000000000000e+00
    y_13_3    kv_3       8.710000000000e+02
    y_13_3    load_0_3   1.431320772761e-04
    y_13_3    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_4    dest_13    1.000000000000e+00
    y_13_4    link_84   -1.000000000000e+00
    y_13_4    kv_4       8.710000000000e+02
    y_13_4    load_0_4   1.431320772761e-04
    y_13_4    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_5    dest_13    1.000000000000e+00
    y_13_5    link_85   -1.000000000000e+00
    y_13_5    kv_5       8.710000000000e+02
    y_13_5    load_0_5   1.431320772761e-04
    y_13_5    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_6    dest_13    1.000000000000e+00
    y_13_6    link_86   -1.000000000000e+00
    y_13_6    kv_6       8.710000000000e+02
    y_13_6    load_0_6   1.431320772761e-04
    y_13_6    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_13_7    dest_13    1.000000000000e+00
    y_13_7    link_87   -1.000000000000e+00
    y_13_7    kv_7       8.710000000000e+02
    y_13_7    load_0_7   1.431320772761e-04
    y_13_7    J          2.903333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_0    dest_15    1.000000000000e+00
    y_15_0    link_88   -1.000000000000e+00
    y_15_0    kv_0       1.831000000000e+03
    y_15_0    load_0_0   3.056894473319e-04
    y_15_0    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_1    dest_15    1.000000000000e+00
    y_15_1    link_89   -1.000000000000e+00
    y_15_1    kv_1       1.831000000000e+03
    y_15_1    load_0_1   3.056894473319e-04
    y_15_1    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_2    dest_15    1.000000000000e+00
    y_15_2    link_90   -1.000000000000e+00
    y_15_2    kv_2       1.831000000000e+03
    y_15_2    load_0_2   3.056894473319e-04
    y_15_2    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_3    dest_15    1.000000000000e+00
    y_15_3    link_91   -1.000000000000e+00
    y_15_3    kv_3       1.831000000000e+03
    y_15_3    load_0_3   3.056894473319e-04
    y_15_3    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_4    dest_15    1.000000000000e+00
    y_15_4    link_92   -1.000000000000e+00
    y_15_4    kv_4       1.831000000000e+03
    y_15_4    load_0_4   3.056894473319e-04
    y_15_4    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_5    dest_15    1.000000000000e+00
    y_15_5    link_93   -1.000000000000e+00
    y_15_5    kv_5       1.831000000000e+03
    y_15_5    load_0_5   3.056894473319e-04
    y_15_5    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_6    dest_15    1.000000000000e+00
    y_15_6    link_94   -1.000000000000e+00
    y_15_6    kv_6       1.831000000000e+03
    y_15_6    load_0_6   3.056894473319e-04
    y_15_6    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_15_7    dest_15    1.000000000000e+00
    y_15_7    link_95   -1.000000000000e+00
    y_15_7    kv_7       1.831000000000e+03
    y_15_7    load_0_7   3.056894473319e-04
    y_15_7    J          6.103333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_0    dest_18    1.000000000000e+00
    y_18_0    link_96   -1.000000000000e+00
    y_18_0    kv_0       2.009000000000e+03
    y_18_0    load_0_0   3.363834277924e-04
    y_18_0    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_1    dest_18    1.000000000000e+00
    y_18_1    link_97   -1.000000000000e+00
    y_18_1    kv_1       2.009000000000e+03
    y_18_1    load_0_1   3.363834277924e-04
    y_18_1    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_2    dest_18    1.000000000000e+00
    y_18_2    link_98   -1.000000000000e+00
    y_18_2    kv_2       2.009000000000e+03
    y_18_2    load_0_2   3.363834277924e-04
    y_18_2    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_3    dest_18    1.000000000000e+00
    y_18_3    link_99   -1.000000000000e+00
    y_18_3    kv_3       2.009000000000e+03
    y_18_3    load_0_3   3.363834277924e-04
    y_18_3    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_4    dest_18    1.000000000000e+00
    y_18_4    link_100  -1.000000000000e+00
    y_18_4    kv_4       2.009000000000e+03
    y_18_4    load_0_4   3.363834277924e-04
    y_18_4    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_5    dest_18    1.000000000000e+00
    y_18_5    link_101  -1.000000000000e+00
    y_18_5    kv_5       2.009000000000e+03
    y_18_5    load_0_5   3.363834277924e-04
    y_18_5    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_6    dest_18    1.000000000000e+00
    y_18_6    link_102  -1.000000000000e+00
    y_18_6    kv_6       2.009000000000e+03
    y_18_6    load_0_6   3.363834277924e-04
    y_18_6    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_18_7    dest_18    1.000000000000e+00
    y_18_7    link_103  -1.000000000000e+00
    y_18_7    kv_7       2.009000000000e+03
    y_18_7    load_0_7   3.363834277924e-04
    y_18_7    J          6.696666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_0    dest_22    1.000000000000e+00
    y_22_0    link_104  -1.000000000000e+00
    y_22_0    kv_0       1.696000000000e+03
    y_22_0    load_0_0   2.825256891678e-04
    y_22_0    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_1    dest_22    1.000000000000e+00
    y_22_1    link_105  -1.000000000000e+00
    y_22_1    kv_1       1.696000000000e+03
    y_22_1    load_0_1   2.825256891678e-04
    y_22_1    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_2    dest_22    1.000000000000e+00
    y_22_2    link_106  -1.000000000000e+00
    y_22_2    kv_2       1.696000000000e+03
    y_22_2    load_0_2   2.825256891678e-04
    y_22_2    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_3    dest_22    1.000000000000e+00
    y_22_3    link_107  -1.000000000000e+00
    y_22_3    kv_3       1.696000000000e+03
    y_22_3    load_0_3   2.825256891678e-04
    y_22_3    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_4    dest_22    1.000000000000e+00
    y_22_4    link_108  -1.000000000000e+00
    y_22_4    kv_4       1.696000000000e+03
    y_22_4    load_0_4   2.825256891678e-04
    y_22_4    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_5    dest_22    1.000000000000e+00
    y_22_5    link_109  -1.000000000000e+00
    y_22_5    kv_5       1.696000000000e+03
    y_22_5    load_0_5   2.825256891678e-04
    y_22_5    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_6    dest_22    1.000000000000e+00
    y_22_6    link_110  -1.000000000000e+00
    y_22_6    kv_6       1.696000000000e+03
    y_22_6    load_0_6   2.825256891678e-04
    y_22_6    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_22_7    dest_22    1.000000000000e+00
    y_22_7    link_111  -1.000000000000e+00
    y_22_7    kv_7       1.696000000000e+03
    y_22_7    load_0_7   2.825256891678e-04
    y_22_7    J          5.653333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_0    dest_24    1.000000000000e+00
    y_24_0    link_112  -1.000000000000e+00
    y_24_0    kv_0       1.187000000000e+03
    y_24_0    load_0_0   1.960848433302e-04
    y_24_0    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_1    dest_24    1.000000000000e+00
    y_24_1    link_113  -1.000000000000e+00
    y_24_1    kv_1       1.187000000000e+03
    y_24_1    load_0_1   1.960848433302e-04
    y_24_1    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_2    dest_24    1.000000000000e+00
    y_24_2    link_114  -1.000000000000e+00
    y_24_2    kv_2       1.187000000000e+03
    y_24_2    load_0_2   1.960848433302e-04
    y_24_2    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_3    dest_24    1.000000000000e+00
    y_24_3    link_115  -1.000000000000e+00
    y_24_3    kv_3       1.187000000000e+03
    y_24_3    load_0_3   1.960848433302e-04
    y_24_3    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_4    dest_24    1.000000000000e+00
    y_24_4    link_116  -1.000000000000e+00
    y_24_4    kv_4       1.187000000000e+03
    y_24_4    load_0_4   1.960848433302e-04
    y_24_4    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_5    dest_24    1.000000000000e+00
    y_24_5    link_117  -1.000000000000e+00
    y_24_5    kv_5       1.187000000000e+03
    y_24_5    load_0_5   1.960848433302e-04
    y_24_5    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_6    dest_24    1.000000000000e+00
    y_24_6    link_118  -1.000000000000e+00
    y_24_6    kv_6       1.187000000000e+03
    y_24_6    load_0_6   1.960848433302e-04
    y_24_6    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_24_7    dest_24    1.000000000000e+00
    y_24_7    link_119  -1.000000000000e+00
    y_24_7    kv_7       1.187000000000e+03
    y_24_7    load_0_7   1.960848433302e-04
    y_24_7    J          3.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_0    dest_26    1.000000000000e+00
    y_26_0    link_120  -1.000000000000e+00
    y_26_0    kv_0       1.351000000000e+03
    y_26_0    load_0_0   2.237816167040e-04
    y_26_0    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_1    dest_26    1.000000000000e+00
    y_26_1    link_121  -1.000000000000e+00
    y_26_1    kv_1       1.351000000000e+03
    y_26_1    load_0_1   2.237816167040e-04
    y_26_1    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_2    dest_26    1.000000000000e+00
    y_26_2    link_122  -1.000000000000e+00
    y_26_2    kv_2       1.351000000000e+03
    y_26_2    load_0_2   2.237816167040e-04
    y_26_2    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_3    dest_26    1.000000000000e+00
    y_26_3    link_123  -1.000000000000e+00
    y_26_3    kv_3       1.351000000000e+03
    y_26_3    load_0_3   2.237816167040e-04
    y_26_3    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_4    dest_26    1.000000000000e+00
    y_26_4    link_124  -1.000000000000e+00
    y_26_4    kv_4       1.351000000000e+03
    y_26_4    load_0_4   2.237816167040e-04
    y_26_4    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_5    dest_26    1.000000000000e+00
    y_26_5    link_125  -1.000000000000e+00
    y_26_5    kv_5       1.351000000000e+03
    y_26_5    load_0_5   2.237816167040e-04
    y_26_5    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_6    dest_26    1.000000000000e+00
    y_26_6    link_126  -1.000000000000e+00
    y_26_6    kv_6       1.351000000000e+03
    y_26_6    load_0_6   2.237816167040e-04
    y_26_6    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_26_7    dest_26    1.000000000000e+00
    y_26_7    link_127  -1.000000000000e+00
    y_26_7    kv_7       1.351000000000e+03
    y_26_7    load_0_7   2.237816167040e-04
    y_26_7    J          4.503333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_0    dest_27    1.000000000000e+00
    y_27_0    link_128  -1.000000000000e+00
    y_27_0    kv_0       1.399000000000e+03
    y_27_0    load_0_0   2.319157766628e-04
    y_27_0    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_1    dest_27    1.000000000000e+00
    y_27_1    link_129  -1.000000000000e+00
    y_27_1    kv_1       1.399000000000e+03
    y_27_1    load_0_1   2.319157766628e-04
    y_27_1    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_2    dest_27    1.000000000000e+00
    y_27_2    link_130  -1.000000000000e+00
    y_27_2    kv_2       1.399000000000e+03
    y_27_2    load_0_2   2.319157766628e-04
    y_27_2    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_3    dest_27    1.000000000000e+00
    y_27_3    link_131  -1.000000000000e+00
    y_27_3    kv_3       1.399000000000e+03
    y_27_3    load_0_3   2.319157766628e-04
    y_27_3    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_4    dest_27    1.000000000000e+00
    y_27_4    link_132  -1.000000000000e+00
    y_27_4    kv_4       1.399000000000e+03
    y_27_4    load_0_4   2.319157766628e-04
    y_27_4    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_5    dest_27    1.000000000000e+00
    y_27_5    link_133  -1.000000000000e+00
    y_27_5    kv_5       1.399000000000e+03
    y_27_5    load_0_5   2.319157766628e-04
    y_27_5    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_6    dest_27    1.000000000000e+00
    y_27_6    link_134  -1.000000000000e+00
    y_27_6    kv_6       1.399000000000e+03
    y_27_6    load_0_6   2.319157766628e-04
    y_27_6    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_27_7    dest_27    1.000000000000e+00
    y_27_7    link_135  -1.000000000000e+00
    y_27_7    kv_7       1.399000000000e+03
    y_27_7    load_0_7   2.319157766628e-04
    y_27_7    J          4.663333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_0    dest_28    1.000000000000e+00
    y_28_0    link_136  -1.000000000000e+00
    y_28_0    kv_0       7.560000000000e+02
    y_28_0    load_0_0   1.239966376549e-04
    y_28_0    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_1    dest_28    1.000000000000e+00
    y_28_1    link_137  -1.000000000000e+00
    y_28_1    kv_1       7.560000000000e+02
    y_28_1    load_0_1   1.239966376549e-04
    y_28_1    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_2    dest_28    1.000000000000e+00
    y_28_2    link_138  -1.000000000000e+00
    y_28_2    kv_2       7.560000000000e+02
    y_28_2    load_0_2   1.239966376549e-04
    y_28_2    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_3    dest_28    1.000000000000e+00
    y_28_3    link_139  -1.000000000000e+00
    y_28_3    kv_3       7.560000000000e+02
    y_28_3    load_0_3   1.239966376549e-04
    y_28_3    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_4    dest_28    1.000000000000e+00
    y_28_4    link_140  -1.000000000000e+00
    y_28_4    kv_4       7.560000000000e+02
    y_28_4    load_0_4   1.239966376549e-04
    y_28_4    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_5    dest_28    1.000000000000e+00
    y_28_5    link_141  -1.000000000000e+00
    y_28_5    kv_5       7.560000000000e+02
    y_28_5    load_0_5   1.239966376549e-04
    y_28_5    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_6    dest_28    1.000000000000e+00
    y_28_6    link_142  -1.000000000000e+00
    y_28_6    kv_6       7.560000000000e+02
    y_28_6    load_0_6   1.239966376549e-04
    y_28_6    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_28_7    dest_28    1.000000000000e+00
    y_28_7    link_143  -1.000000000000e+00
    y_28_7    kv_7       7.560000000000e+02
    y_28_7    load_0_7   1.239966376549e-04
    y_28_7    J          2.520000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_0    dest_29    1.000000000000e+00
    y_29_0    link_144  -1.000000000000e+00
    y_29_0    kv_0       1.402000000000e+03
    y_29_0    load_0_0   2.324245794522e-04
    y_29_0    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_1    dest_29    1.000000000000e+00
    y_29_1    link_145  -1.000000000000e+00
    y_29_1    kv_1       1.402000000000e+03
    y_29_1    load_0_1   2.324245794522e-04
    y_29_1    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_2    dest_29    1.000000000000e+00
    y_29_2    link_146  -1.000000000000e+00
    y_29_2    kv_2       1.402000000000e+03
    y_29_2    load_0_2   2.324245794522e-04
    y_29_2    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_3    dest_29    1.000000000000e+00
    y_29_3    link_147  -1.000000000000e+00
    y_29_3    kv_3       1.402000000000e+03
    y_29_3    load_0_3   2.324245794522e-04
    y_29_3    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_4    dest_29    1.000000000000e+00
    y_29_4    link_148  -1.000000000000e+00
    y_29_4    kv_4       1.402000000000e+03
    y_29_4    load_0_4   2.324245794522e-04
    y_29_4    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_5    dest_29    1.000000000000e+00
    y_29_5    link_149  -1.000000000000e+00
    y_29_5    kv_5       1.402000000000e+03
    y_29_5    load_0_5   2.324245794522e-04
    y_29_5    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_6    dest_29    1.000000000000e+00
    y_29_6    link_150  -1.000000000000e+00
    y_29_6    kv_6       1.402000000000e+03
    y_29_6    load_0_6   2.324245794522e-04
    y_29_6    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_29_7    dest_29    1.000000000000e+00
    y_29_7    link_151  -1.000000000000e+00
    y_29_7    kv_7       1.402000000000e+03
    y_29_7    load_0_7   2.324245794522e-04
    y_29_7    J          4.673333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_0     dest_2     1.000000000000e+00
    y_2_0     link_8    -1.000000000000e+00
    y_2_0     kv_0       7.200000000000e+02
    y_2_0     load_0_0   1.180212569818e-04
    y_2_0     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_1     dest_2     1.000000000000e+00
    y_2_1     link_9    -1.000000000000e+00
    y_2_1     kv_1       7.200000000000e+02
    y_2_1     load_0_1   1.180212569818e-04
    y_2_1     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_2     dest_2     1.000000000000e+00
    y_2_2     link_10   -1.000000000000e+00
    y_2_2     kv_2       7.200000000000e+02
    y_2_2     load_0_2   1.180212569818e-04
    y_2_2     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_3     dest_2     1.000000000000e+00
    y_2_3     link_11   -1.000000000000e+00
    y_2_3     kv_3       7.200000000000e+02
    y_2_3     load_0_3   1.180212569818e-04
    y_2_3     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_4     dest_2     1.000000000000e+00
    y_2_4     link_12   -1.000000000000e+00
    y_2_4     kv_4       7.200000000000e+02
    y_2_4     load_0_4   1.180212569818e-04
    y_2_4     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_5     dest_2     1.000000000000e+00
    y_2_5     link_13   -1.000000000000e+00
    y_2_5     kv_5       7.200000000000e+02
    y_2_5     load_0_5   1.180212569818e-04
    y_2_5     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_6     dest_2     1.000000000000e+00
    y_2_6     link_14   -1.000000000000e+00
    y_2_6     kv_6       7.200000000000e+02
    y_2_6     load_0_6   1.180212569818e-04
    y_2_6     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_2_7     dest_2     1.000000000000e+00
    y_2_7     link_15   -1.000000000000e+00
    y_2_7     kv_7       7.200000000000e+02
    y_2_7     load_0_7   1.180212569818e-04
    y_2_7     J          2.400000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_0    dest_32    1.000000000000e+00
    y_32_0    link_152  -1.000000000000e+00
    y_32_0    kv_0       9.500000000000e+02
    y_32_0    load_0_0   1.563191425176e-04
    y_32_0    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_1    dest_32    1.000000000000e+00
    y_32_1    link_153  -1.000000000000e+00
    y_32_1    kv_1       9.500000000000e+02
    y_32_1    load_0_1   1.563191425176e-04
    y_32_1    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_2    dest_32    1.000000000000e+00
    y_32_2    link_154  -1.000000000000e+00
    y_32_2    kv_2       9.500000000000e+02
    y_32_2    load_0_2   1.563191425176e-04
    y_32_2    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_3    dest_32    1.000000000000e+00
    y_32_3    link_155  -1.000000000000e+00
    y_32_3    kv_3       9.500000000000e+02
    y_32_3    load_0_3   1.563191425176e-04
    y_32_3    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_4    dest_32    1.000000000000e+00
    y_32_4    link_156  -1.000000000000e+00
    y_32_4    kv_4       9.500000000000e+02
    y_32_4    load_0_4   1.563191425176e-04
    y_32_4    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_5    dest_32    1.000000000000e+00
    y_32_5    link_157  -1.000000000000e+00
    y_32_5    kv_5       9.500000000000e+02
    y_32_5    load_0_5   1.563191425176e-04
    y_32_5    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_6    dest_32    1.000000000000e+00
    y_32_6    link_158  -1.000000000000e+00
    y_32_6    kv_6       9.500000000000e+02
    y_32_6    load_0_6   1.563191425176e-04
    y_32_6    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_32_7    dest_32    1.000000000000e+00
    y_32_7    link_159  -1.000000000000e+00
    y_32_7    kv_7       9.500000000000e+02
    y_32_7    load_0_7   1.563191425176e-04
    y_32_7    J          3.166666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_0    dest_33    1.000000000000e+00
    y_33_0    link_160  -1.000000000000e+00
    y_33_0    kv_0       1.817000000000e+03
    y_33_0    load_0_0   3.032826540692e-04
    y_33_0    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_1    dest_33    1.000000000000e+00
    y_33_1    link_161  -1.000000000000e+00
    y_33_1    kv_1       1.817000000000e+03
    y_33_1    load_0_1   3.032826540692e-04
    y_33_1    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_2    dest_33    1.000000000000e+00
    y_33_2    link_162  -1.000000000000e+00
    y_33_2    kv_2       1.817000000000e+03
    y_33_2    load_0_2   3.032826540692e-04
    y_33_2    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_3    dest_33    1.000000000000e+00
    y_33_3    link_163  -1.000000000000e+00
    y_33_3    kv_3       1.817000000000e+03
    y_33_3    load_0_3   3.032826540692e-04
    y_33_3    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_4    dest_33    1.000000000000e+00
    y_33_4    link_164  -1.000000000000e+00
    y_33_4    kv_4       1.817000000000e+03
    y_33_4    load_0_4   3.032826540692e-04
    y_33_4    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_5    dest_33    1.000000000000e+00
    y_33_5    link_165  -1.000000000000e+00
    y_33_5    kv_5       1.817000000000e+03
    y_33_5    load_0_5   3.032826540692e-04
    y_33_5    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_6    dest_33    1.000000000000e+00
    y_33_6    link_166  -1.000000000000e+00
    y_33_6    kv_6       1.817000000000e+03
    y_33_6    load_0_6   3.032826540692e-04
    y_33_6    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_33_7    dest_33    1.000000000000e+00
    y_33_7    link_167  -1.000000000000e+00
    y_33_7    kv_7       1.817000000000e+03
    y_33_7    load_0_7   3.032826540692e-04
    y_33_7    J          6.056666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_0    dest_34    1.000000000000e+00
    y_34_0    link_168  -1.000000000000e+00
    y_34_0    kv_0       1.973000000000e+03
    y_34_0    load_0_0   3.301616972953e-04
    y_34_0    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_1    dest_34    1.000000000000e+00
    y_34_1    link_169  -1.000000000000e+00
    y_34_1    kv_1       1.973000000000e+03
    y_34_1    load_0_1   3.301616972953e-04
    y_34_1    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_2    dest_34    1.000000000000e+00
    y_34_2    link_170  -1.000000000000e+00
    y_34_2    kv_2       1.973000000000e+03
    y_34_2    load_0_2   3.301616972953e-04
    y_34_2    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_3    dest_34    1.000000000000e+00
    y_34_3    link_171  -1.000000000000e+00
    y_34_3    kv_3       1.973000000000e+03
    y_34_3    load_0_3   3.301616972953e-04
    y_34_3    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_4    dest_34    1.000000000000e+00
    y_34_4    link_172  -1.000000000000e+00
    y_34_4    kv_4       1.973000000000e+03
    y_34_4    load_0_4   3.301616972953e-04
    y_34_4    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_5    dest_34    1.000000000000e+00
    y_34_5    link_173  -1.000000000000e+00
    y_34_5    kv_5       1.973000000000e+03
    y_34_5    load_0_5   3.301616972953e-04
    y_34_5    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_6    dest_34    1.000000000000e+00
    y_34_6    link_174  -1.000000000000e+00
    y_34_6    kv_6       1.973000000000e+03
    y_34_6    load_0_6   3.301616972953e-04
    y_34_6    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_34_7    dest_34    1.000000000000e+00
    y_34_7    link_175  -1.000000000000e+00
    y_34_7    kv_7       1.973000000000e+03
    y_34_7    load_0_7   3.301616972953e-04
    y_34_7    J          6.576666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_0    dest_40    1.000000000000e+00
    y_40_0    link_176  -1.000000000000e+00
    y_40_0    kv_0       1.778000000000e+03
    y_40_0    load_0_0   2.965836599827e-04
    y_40_0    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_1    dest_40    1.000000000000e+00
    y_40_1    link_177  -1.000000000000e+00
    y_40_1    kv_1       1.778000000000e+03
    y_40_1    load_0_1   2.965836599827e-04
    y_40_1    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_2    dest_40    1.000000000000e+00
    y_40_2    link_178  -1.000000000000e+00
    y_40_2    kv_2       1.778000000000e+03
    y_40_2    load_0_2   2.965836599827e-04
    y_40_2    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_3    dest_40    1.000000000000e+00
    y_40_3    link_179  -1.000000000000e+00
    y_40_3    kv_3       1.778000000000e+03
    y_40_3    load_0_3   2.965836599827e-04
    y_40_3    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_4    dest_40    1.000000000000e+00
    y_40_4    link_180  -1.000000000000e+00
    y_40_4    kv_4       1.778000000000e+03
    y_40_4    load_0_4   2.965836599827e-04
    y_40_4    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_5    dest_40    1.000000000000e+00
    y_40_5    link_181  -1.000000000000e+00
    y_40_5    kv_5       1.778000000000e+03
    y_40_5    load_0_5   2.965836599827e-04
    y_40_5    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_6    dest_40    1.000000000000e+00
    y_40_6    link_182  -1.000000000000e+00
    y_40_6    kv_6       1.778000000000e+03
    y_40_6    load_0_6   2.965836599827e-04
    y_40_6    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_40_7    dest_40    1.000000000000e+00
    y_40_7    link_183  -1.000000000000e+00
    y_40_7    kv_7       1.778000000000e+03
    y_40_7    load_0_7   2.965836599827e-04
    y_40_7    J          5.926666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_0    dest_42    1.000000000000e+00
    y_42_0    link_184  -1.000000000000e+00
    y_42_0    kv_0       1.787000000000e+03
    y_42_0    load_0_0   2.981288444150e-04
    y_42_0    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_1    dest_42    1.000000000000e+00
    y_42_1    link_185  -1.000000000000e+00
    y_42_1    kv_1       1.787000000000e+03
    y_42_1    load_0_1   2.981288444150e-04
    y_42_1    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_2    dest_42    1.000000000000e+00
    y_42_2    link_186  -1.000000000000e+00
    y_42_2    kv_2       1.787000000000e+03
    y_42_2    load_0_2   2.981288444150e-04
    y_42_2    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_3    dest_42    1.000000000000e+00
    y_42_3    link_187  -1.000000000000e+00
    y_42_3    kv_3       1.787000000000e+03
    y_42_3    load_0_3   2.981288444150e-04
    y_42_3    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_4    dest_42    1.000000000000e+00
    y_42_4    link_188  -1.000000000000e+00
    y_42_4    kv_4       1.787000000000e+03
    y_42_4    load_0_4   2.981288444150e-04
    y_42_4    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_5    dest_42    1.000000000000e+00
    y_42_5    link_189  -1.000000000000e+00
    y_42_5    kv_5       1.787000000000e+03
    y_42_5    load_0_5   2.981288444150e-04
    y_42_5    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_6    dest_42    1.000000000000e+00
    y_42_6    link_190  -1.000000000000e+00
    y_42_6    kv_6       1.787000000000e+03
    y_42_6    load_0_6   2.981288444150e-04
    y_42_6    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_42_7    dest_42    1.000000000000e+00
    y_42_7    link_191  -1.000000000000e+00
    y_42_7    kv_7       1.787000000000e+03
    y_42_7    load_0_7   2.981288444150e-04
    y_42_7    J          5.956666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_0    dest_43    1.000000000000e+00
    y_43_0    link_192  -1.000000000000e+00
    y_43_0    kv_0       8.840000000000e+02
    y_43_0    load_0_0   1.452997577583e-04
    y_43_0    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_1    dest_43    1.000000000000e+00
    y_43_1    link_193  -1.000000000000e+00
    y_43_1    kv_1       8.840000000000e+02
    y_43_1    load_0_1   1.452997577583e-04
    y_43_1    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_2    dest_43    1.000000000000e+00
    y_43_2    link_194  -1.000000000000e+00
    y_43_2    kv_2       8.840000000000e+02
    y_43_2    load_0_2   1.452997577583e-04
    y_43_2    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_3    dest_43    1.000000000000e+00
    y_43_3    link_195  -1.000000000000e+00
    y_43_3    kv_3       8.840000000000e+02
    y_43_3    load_0_3   1.452997577583e-04
    y_43_3    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_4    dest_43    1.000000000000e+00
    y_43_4    link_196  -1.000000000000e+00
    y_43_4    kv_4       8.840000000000e+02
    y_43_4    load_0_4   1.452997577583e-04
    y_43_4    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_5    dest_43    1.000000000000e+00
    y_43_5    link_197  -1.000000000000e+00
    y_43_5    kv_5       8.840000000000e+02
    y_43_5    load_0_5   1.452997577583e-04
    y_43_5    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_6    dest_43    1.000000000000e+00
    y_43_6    link_198  -1.000000000000e+00
    y_43_6    kv_6       8.840000000000e+02
    y_43_6    load_0_6   1.452997577583e-04
    y_43_6    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_43_7    dest_43    1.000000000000e+00
    y_43_7    link_199  -1.000000000000e+00
    y_43_7    kv_7       8.840000000000e+02
    y_43_7    load_0_7   1.452997577583e-04
    y_43_7    J          2.946666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_0    dest_44    1.000000000000e+00
    y_44_0    link_200  -1.000000000000e+00
    y_44_0    kv_0       1.211000000000e+03
    y_44_0    load_0_0   2.001288546376e-04
    y_44_0    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_1    dest_44    1.000000000000e+00
    y_44_1    link_201  -1.000000000000e+00
    y_44_1    kv_1       1.211000000000e+03
    y_44_1    load_0_1   2.001288546376e-04
    y_44_1    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_2    dest_44    1.000000000000e+00
    y_44_2    link_202  -1.000000000000e+00
    y_44_2    kv_2       1.211000000000e+03
    y_44_2    load_0_2   2.001288546376e-04
    y_44_2    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_3    dest_44    1.000000000000e+00
    y_44_3    link_203  -1.000000000000e+00
    y_44_3    kv_3       1.211000000000e+03
    y_44_3    load_0_3   2.001288546376e-04
    y_44_3    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_4    dest_44    1.000000000000e+00
    y_44_4    link_204  -1.000000000000e+00
    y_44_4    kv_4       1.211000000000e+03
    y_44_4    load_0_4   2.001288546376e-04
    y_44_4    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_5    dest_44    1.000000000000e+00
    y_44_5    link_205  -1.000000000000e+00
    y_44_5    kv_5       1.211000000000e+03
    y_44_5    load_0_5   2.001288546376e-04
    y_44_5    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_6    dest_44    1.000000000000e+00
    y_44_6    link_206  -1.000000000000e+00
    y_44_6    kv_6       1.211000000000e+03
    y_44_6    load_0_6   2.001288546376e-04
    y_44_6    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_44_7    dest_44    1.000000000000e+00
    y_44_7    link_207  -1.000000000000e+00
    y_44_7    kv_7       1.211000000000e+03
    y_44_7    load_0_7   2.001288546376e-04
    y_44_7    J          4.036666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_0    dest_45    1.000000000000e+00
    y_45_0    link_208  -1.000000000000e+00
    y_45_0    kv_0       1.493000000000e+03
    y_45_0    load_0_0   2.478816221874e-04
    y_45_0    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_1    dest_45    1.000000000000e+00
    y_45_1    link_209  -1.000000000000e+00
    y_45_1    kv_1       1.493000000000e+03
    y_45_1    load_0_1   2.478816221874e-04
    y_45_1    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_2    dest_45    1.000000000000e+00
    y_45_2    link_210  -1.000000000000e+00
    y_45_2    kv_2       1.493000000000e+03
    y_45_2    load_0_2   2.478816221874e-04
    y_45_2    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_3    dest_45    1.000000000000e+00
    y_45_3    link_211  -1.000000000000e+00
    y_45_3    kv_3       1.493000000000e+03
    y_45_3    load_0_3   2.478816221874e-04
    y_45_3    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_4    dest_45    1.000000000000e+00
    y_45_4    link_212  -1.000000000000e+00
    y_45_4    kv_4       1.493000000000e+03
    y_45_4    load_0_4   2.478816221874e-04
    y_45_4    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_5    dest_45    1.000000000000e+00
    y_45_5    link_213  -1.000000000000e+00
    y_45_5    kv_5       1.493000000000e+03
    y_45_5    load_0_5   2.478816221874e-04
    y_45_5    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_6    dest_45    1.000000000000e+00
    y_45_6    link_214  -1.000000000000e+00
    y_45_6    kv_6       1.493000000000e+03
    y_45_6    load_0_6   2.478816221874e-04
    y_45_6    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_45_7    dest_45    1.000000000000e+00
    y_45_7    link_215  -1.000000000000e+00
    y_45_7    kv_7       1.493000000000e+03
    y_45_7    load_0_7   2.478816221874e-04
    y_45_7    J          4.976666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_0    dest_46    1.000000000000e+00
    y_46_0    link_216  -1.000000000000e+00
    y_46_0    kv_0       1.599000000000e+03
    y_46_0    load_0_0   2.659435508911e-04
    y_46_0    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_1    dest_46    1.000000000000e+00
    y_46_1    link_217  -1.000000000000e+00
    y_46_1    kv_1       1.599000000000e+03
    y_46_1    load_0_1   2.659435508911e-04
    y_46_1    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_2    dest_46    1.000000000000e+00
    y_46_2    link_218  -1.000000000000e+00
    y_46_2    kv_2       1.599000000000e+03
    y_46_2    load_0_2   2.659435508911e-04
    y_46_2    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_3    dest_46    1.000000000000e+00
    y_46_3    link_219  -1.000000000000e+00
    y_46_3    kv_3       1.599000000000e+03
    y_46_3    load_0_3   2.659435508911e-04
    y_46_3    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_4    dest_46    1.000000000000e+00
    y_46_4    link_220  -1.000000000000e+00
    y_46_4    kv_4       1.599000000000e+03
    y_46_4    load_0_4   2.659435508911e-04
    y_46_4    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_5    dest_46    1.000000000000e+00
    y_46_5    link_221  -1.000000000000e+00
    y_46_5    kv_5       1.599000000000e+03
    y_46_5    load_0_5   2.659435508911e-04
    y_46_5    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_6    dest_46    1.000000000000e+00
    y_46_6    link_222  -1.000000000000e+00
    y_46_6    kv_6       1.599000000000e+03
    y_46_6    load_0_6   2.659435508911e-04
    y_46_6    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_46_7    dest_46    1.000000000000e+00
    y_46_7    link_223  -1.000000000000e+00
    y_46_7    kv_7       1.599000000000e+03
    y_46_7    load_0_7   2.659435508911e-04
    y_46_7    J          5.330000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_0    dest_47    1.000000000000e+00
    y_47_0    link_224  -1.000000000000e+00
    y_47_0    kv_0       1.596000000000e+03
    y_47_0    load_0_0   2.654315204537e-04
    y_47_0    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_1    dest_47    1.000000000000e+00
    y_47_1    link_225  -1.000000000000e+00
    y_47_1    kv_1       1.596000000000e+03
    y_47_1    load_0_1   2.654315204537e-04
    y_47_1    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_2    dest_47    1.000000000000e+00
    y_47_2    link_226  -1.000000000000e+00
    y_47_2    kv_2       1.596000000000e+03
    y_47_2    load_0_2   2.654315204537e-04
    y_47_2    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_3    dest_47    1.000000000000e+00
    y_47_3    link_227  -1.000000000000e+00
    y_47_3    kv_3       1.596000000000e+03
    y_47_3    load_0_3   2.654315204537e-04
    y_47_3    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_4    dest_47    1.000000000000e+00
    y_47_4    link_228  -1.000000000000e+00
    y_47_4    kv_4       1.596000000000e+03
    y_47_4    load_0_4   2.654315204537e-04
    y_47_4    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_5    dest_47    1.000000000000e+00
    y_47_5    link_229  -1.000000000000e+00
    y_47_5    kv_5       1.596000000000e+03
    y_47_5    load_0_5   2.654315204537e-04
    y_47_5    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_6    dest_47    1.000000000000e+00
    y_47_6    link_230  -1.000000000000e+00
    y_47_6    kv_6       1.596000000000e+03
    y_47_6    load_0_6   2.654315204537e-04
    y_47_6    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_47_7    dest_47    1.000000000000e+00
    y_47_7    link_231  -1.000000000000e+00
    y_47_7    kv_7       1.596000000000e+03
    y_47_7    load_0_7   2.654315204537e-04
    y_47_7    J          5.320000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_0     dest_4     1.000000000000e+00
    y_4_0     link_16   -1.000000000000e+00
    y_4_0     kv_0       1.076000000000e+03
    y_4_0     load_0_0   1.774222100735e-04
    y_4_0     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_1     dest_4     1.000000000000e+00
    y_4_1     link_17   -1.000000000000e+00
    y_4_1     kv_1       1.076000000000e+03
    y_4_1     load_0_1   1.774222100735e-04
    y_4_1     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_2     dest_4     1.000000000000e+00
    y_4_2     link_18   -1.000000000000e+00
    y_4_2     kv_2       1.076000000000e+03
    y_4_2     load_0_2   1.774222100735e-04
    y_4_2     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_3     dest_4     1.000000000000e+00
    y_4_3     link_19   -1.000000000000e+00
    y_4_3     kv_3       1.076000000000e+03
    y_4_3     load_0_3   1.774222100735e-04
    y_4_3     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_4     dest_4     1.000000000000e+00
    y_4_4     link_20   -1.000000000000e+00
    y_4_4     kv_4       1.076000000000e+03
    y_4_4     load_0_4   1.774222100735e-04
    y_4_4     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_5     dest_4     1.000000000000e+00
    y_4_5     link_21   -1.000000000000e+00
    y_4_5     kv_5       1.076000000000e+03
    y_4_5     load_0_5   1.774222100735e-04
    y_4_5     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_6     dest_4     1.000000000000e+00
    y_4_6     link_22   -1.000000000000e+00
    y_4_6     kv_6       1.076000000000e+03
    y_4_6     load_0_6   1.774222100735e-04
    y_4_6     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_4_7     dest_4     1.000000000000e+00
    y_4_7     link_23   -1.000000000000e+00
    y_4_7     kv_7       1.076000000000e+03
    y_4_7     load_0_7   1.774222100735e-04
    y_4_7     J          3.586666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_0    dest_57    1.000000000000e+00
    y_57_0    link_232  -1.000000000000e+00
    y_57_0    kv_0       7.700000000000e+02
    y_57_0    load_0_0   1.263223082722e-04
    y_57_0    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_1    dest_57    1.000000000000e+00
    y_57_1    link_233  -1.000000000000e+00
    y_57_1    kv_1       7.700000000000e+02
    y_57_1    load_0_1   1.263223082722e-04
    y_57_1    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_2    dest_57    1.000000000000e+00
    y_57_2    link_234  -1.000000000000e+00
    y_57_2    kv_2       7.700000000000e+02
    y_57_2    load_0_2   1.263223082722e-04
    y_57_2    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_3    dest_57    1.000000000000e+00
    y_57_3    link_235  -1.000000000000e+00
    y_57_3    kv_3       7.700000000000e+02
    y_57_3    load_0_3   1.263223082722e-04
    y_57_3    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_4    dest_57    1.000000000000e+00
    y_57_4    link_236  -1.000000000000e+00
    y_57_4    kv_4       7.700000000000e+02
    y_57_4    load_0_4   1.263223082722e-04
    y_57_4    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_5    dest_57    1.000000000000e+00
    y_57_5    link_237  -1.000000000000e+00
    y_57_5    kv_5       7.700000000000e+02
    y_57_5    load_0_5   1.263223082722e-04
    y_57_5    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_6    dest_57    1.000000000000e+00
    y_57_6    link_238  -1.000000000000e+00
    y_57_6    kv_6       7.700000000000e+02
    y_57_6    load_0_6   1.263223082722e-04
    y_57_6    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_57_7    dest_57    1.000000000000e+00
    y_57_7    link_239  -1.000000000000e+00
    y_57_7    kv_7       7.700000000000e+02
    y_57_7    load_0_7   1.263223082722e-04
    y_57_7    J          2.566666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_0    dest_59    1.000000000000e+00
    y_59_0    link_240  -1.000000000000e+00
    y_59_0    kv_0       1.245000000000e+03
    y_59_0    load_0_0   2.058632555310e-04
    y_59_0    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_1    dest_59    1.000000000000e+00
    y_59_1    link_241  -1.000000000000e+00
    y_59_1    kv_1       1.245000000000e+03
    y_59_1    load_0_1   2.058632555310e-04
    y_59_1    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_2    dest_59    1.000000000000e+00
    y_59_2    link_242  -1.000000000000e+00
    y_59_2    kv_2       1.245000000000e+03
    y_59_2    load_0_2   2.058632555310e-04
    y_59_2    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_3    dest_59    1.000000000000e+00
    y_59_3    link_243  -1.000000000000e+00
    y_59_3    kv_3       1.245000000000e+03
    y_59_3    load_0_3   2.058632555310e-04
    y_59_3    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_4    dest_59    1.000000000000e+00
    y_59_4    link_244  -1.000000000000e+00
    y_59_4    kv_4       1.245000000000e+03
    y_59_4    load_0_4   2.058632555310e-04
    y_59_4    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_5    dest_59    1.000000000000e+00
    y_59_5    link_245  -1.000000000000e+00
    y_59_5    kv_5       1.245000000000e+03
    y_59_5    load_0_5   2.058632555310e-04
    y_59_5    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_6    dest_59    1.000000000000e+00
    y_59_6    link_246  -1.000000000000e+00
    y_59_6    kv_6       1.245000000000e+03
    y_59_6    load_0_6   2.058632555310e-04
    y_59_6    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_59_7    dest_59    1.000000000000e+00
    y_59_7    link_247  -1.000000000000e+00
    y_59_7    kv_7       1.245000000000e+03
    y_59_7    load_0_7   2.058632555310e-04
    y_59_7    J          4.150000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_0     dest_5     1.000000000000e+00
    y_5_0     link_24   -1.000000000000e+00
    y_5_0     kv_0       1.813000000000e+03
    y_5_0     load_0_0   3.025951954593e-04
    y_5_0     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_1     dest_5     1.000000000000e+00
    y_5_1     link_25   -1.000000000000e+00
    y_5_1     kv_1       1.813000000000e+03
    y_5_1     load_0_1   3.025951954593e-04
    y_5_1     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_2     dest_5     1.000000000000e+00
    y_5_2     link_26   -1.000000000000e+00
    y_5_2     kv_2       1.813000000000e+03
    y_5_2     load_0_2   3.025951954593e-04
    y_5_2     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_3     dest_5     1.000000000000e+00
    y_5_3     link_27   -1.000000000000e+00
    y_5_3     kv_3       1.813000000000e+03
    y_5_3     load_0_3   3.025951954593e-04
    y_5_3     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_4     dest_5     1.000000000000e+00
    y_5_4     link_28   -1.000000000000e+00
    y_5_4     kv_4       1.813000000000e+03
    y_5_4     load_0_4   3.025951954593e-04
    y_5_4     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_5     dest_5     1.000000000000e+00
    y_5_5     link_29   -1.000000000000e+00
    y_5_5     kv_5       1.813000000000e+03
    y_5_5     load_0_5   3.025951954593e-04
    y_5_5     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_6     dest_5     1.000000000000e+00
    y_5_6     link_30   -1.000000000000e+00
    y_5_6     kv_6       1.813000000000e+03
    y_5_6     load_0_6   3.025951954593e-04
    y_5_6     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_5_7     dest_5     1.000000000000e+00
    y_5_7     link_31   -1.000000000000e+00
    y_5_7     kv_7       1.813000000000e+03
    y_5_7     load_0_7   3.025951954593e-04
    y_5_7     J          6.043333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_0    dest_60    1.000000000000e+00
    y_60_0    link_248  -1.000000000000e+00
    y_60_0    kv_0       9.640000000000e+02
    y_60_0    load_0_0   1.586596461163e-04
    y_60_0    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_1    dest_60    1.000000000000e+00
    y_60_1    link_249  -1.000000000000e+00
    y_60_1    kv_1       9.640000000000e+02
    y_60_1    load_0_1   1.586596461163e-04
    y_60_1    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_2    dest_60    1.000000000000e+00
    y_60_2    link_250  -1.000000000000e+00
    y_60_2    kv_2       9.640000000000e+02
    y_60_2    load_0_2   1.586596461163e-04
    y_60_2    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_3    dest_60    1.000000000000e+00
    y_60_3    link_251  -1.000000000000e+00
    y_60_3    kv_3       9.640000000000e+02
    y_60_3    load_0_3   1.586596461163e-04
    y_60_3    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_4    dest_60    1.000000000000e+00
    y_60_4    link_252  -1.000000000000e+00
    y_60_4    kv_4       9.640000000000e+02
    y_60_4    load_0_4   1.586596461163e-04
    y_60_4    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_5    dest_60    1.000000000000e+00
    y_60_5    link_253  -1.000000000000e+00
    y_60_5    kv_5       9.640000000000e+02
    y_60_5    load_0_5   1.586596461163e-04
    y_60_5    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_6    dest_60    1.000000000000e+00
    y_60_6    link_254  -1.000000000000e+00
    y_60_6    kv_6       9.640000000000e+02
    y_60_6    load_0_6   1.586596461163e-04
    y_60_6    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_60_7    dest_60    1.000000000000e+00
    y_60_7    link_255  -1.000000000000e+00
    y_60_7    kv_7       9.640000000000e+02
    y_60_7    load_0_7   1.586596461163e-04
    y_60_7    J          3.213333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_0    dest_63    1.000000000000e+00
    y_63_0    link_256  -1.000000000000e+00
    y_63_0    kv_0       1.533000000000e+03
    y_63_0    load_0_0   2.546902353797e-04
    y_63_0    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_1    dest_63    1.000000000000e+00
    y_63_1    link_257  -1.000000000000e+00
    y_63_1    kv_1       1.533000000000e+03
    y_63_1    load_0_1   2.546902353797e-04
    y_63_1    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_2    dest_63    1.000000000000e+00
    y_63_2    link_258  -1.000000000000e+00
    y_63_2    kv_2       1.533000000000e+03
    y_63_2    load_0_2   2.546902353797e-04
    y_63_2    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_3    dest_63    1.000000000000e+00
    y_63_3    link_259  -1.000000000000e+00
    y_63_3    kv_3       1.533000000000e+03
    y_63_3    load_0_3   2.546902353797e-04
    y_63_3    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_4    dest_63    1.000000000000e+00
    y_63_4    link_260  -1.000000000000e+00
    y_63_4    kv_4       1.533000000000e+03
    y_63_4    load_0_4   2.546902353797e-04
    y_63_4    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_5    dest_63    1.000000000000e+00
    y_63_5    link_261  -1.000000000000e+00
    y_63_5    kv_5       1.533000000000e+03
    y_63_5    load_0_5   2.546902353797e-04
    y_63_5    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_6    dest_63    1.000000000000e+00
    y_63_6    link_262  -1.000000000000e+00
    y_63_6    kv_6       1.533000000000e+03
    y_63_6    load_0_6   2.546902353797e-04
    y_63_6    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_63_7    dest_63    1.000000000000e+00
    y_63_7    link_263  -1.000000000000e+00
    y_63_7    kv_7       1.533000000000e+03
    y_63_7    load_0_7   2.546902353797e-04
    y_63_7    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_0    dest_66    1.000000000000e+00
    y_66_0    link_264  -1.000000000000e+00
    y_66_0    kv_0       1.022000000000e+03
    y_66_0    load_0_0   1.683674214318e-04
    y_66_0    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_1    dest_66    1.000000000000e+00
    y_66_1    link_265  -1.000000000000e+00
    y_66_1    kv_1       1.022000000000e+03
    y_66_1    load_0_1   1.683674214318e-04
    y_66_1    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_2    dest_66    1.000000000000e+00
    y_66_2    link_266  -1.000000000000e+00
    y_66_2    kv_2       1.022000000000e+03
    y_66_2    load_0_2   1.683674214318e-04
    y_66_2    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_3    dest_66    1.000000000000e+00
    y_66_3    link_267  -1.000000000000e+00
    y_66_3    kv_3       1.022000000000e+03
    y_66_3    load_0_3   1.683674214318e-04
    y_66_3    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_4    dest_66    1.000000000000e+00
    y_66_4    link_268  -1.000000000000e+00
    y_66_4    kv_4       1.022000000000e+03
    y_66_4    load_0_4   1.683674214318e-04
    y_66_4    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_5    dest_66    1.000000000000e+00
    y_66_5    link_269  -1.000000000000e+00
    y_66_5    kv_5       1.022000000000e+03
    y_66_5    load_0_5   1.683674214318e-04
    y_66_5    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_6    dest_66    1.000000000000e+00
    y_66_6    link_270  -1.000000000000e+00
    y_66_6    kv_6       1.022000000000e+03
    y_66_6    load_0_6   1.683674214318e-04
    y_66_6    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_66_7    dest_66    1.000000000000e+00
    y_66_7    link_271  -1.000000000000e+00
    y_66_7    kv_7       1.022000000000e+03
    y_66_7    load_0_7   1.683674214318e-04
    y_66_7    J          3.406666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_0    dest_68    1.000000000000e+00
    y_68_0    link_272  -1.000000000000e+00
    y_68_0    kv_0       1.906000000000e+03
    y_68_0    load_0_0   3.186012098675e-04
    y_68_0    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_1    dest_68    1.000000000000e+00
    y_68_1    link_273  -1.000000000000e+00
    y_68_1    kv_1       1.906000000000e+03
    y_68_1    load_0_1   3.186012098675e-04
    y_68_1    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_2    dest_68    1.000000000000e+00
    y_68_2    link_274  -1.000000000000e+00
    y_68_2    kv_2       1.906000000000e+03
    y_68_2    load_0_2   3.186012098675e-04
    y_68_2    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_3    dest_68    1.000000000000e+00
    y_68_3    link_275  -1.000000000000e+00
    y_68_3    kv_3       1.906000000000e+03
    y_68_3    load_0_3   3.186012098675e-04
    y_68_3    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_4    dest_68    1.000000000000e+00
    y_68_4    link_276  -1.000000000000e+00
    y_68_4    kv_4       1.906000000000e+03
    y_68_4    load_0_4   3.186012098675e-04
    y_68_4    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_5    dest_68    1.000000000000e+00
    y_68_5    link_277  -1.000000000000e+00
    y_68_5    kv_5       1.906000000000e+03
    y_68_5    load_0_5   3.186012098675e-04
    y_68_5    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_6    dest_68    1.000000000000e+00
    y_68_6    link_278  -1.000000000000e+00
    y_68_6    kv_6       1.906000000000e+03
    y_68_6    load_0_6   3.186012098675e-04
    y_68_6    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_68_7    dest_68    1.000000000000e+00
    y_68_7    link_279  -1.000000000000e+00
    y_68_7    kv_7       1.906000000000e+03
    y_68_7    load_0_7   3.186012098675e-04
    y_68_7    J          6.353333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_0    dest_69    1.000000000000e+00
    y_69_0    link_280  -1.000000000000e+00
    y_69_0    kv_0       1.533000000000e+03
    y_69_0    load_0_0   2.546902353797e-04
    y_69_0    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_1    dest_69    1.000000000000e+00
    y_69_1    link_281  -1.000000000000e+00
    y_69_1    kv_1       1.533000000000e+03
    y_69_1    load_0_1   2.546902353797e-04
    y_69_1    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_2    dest_69    1.000000000000e+00
    y_69_2    link_282  -1.000000000000e+00
    y_69_2    kv_2       1.533000000000e+03
    y_69_2    load_0_2   2.546902353797e-04
    y_69_2    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_3    dest_69    1.000000000000e+00
    y_69_3    link_283  -1.000000000000e+00
    y_69_3    kv_3       1.533000000000e+03
    y_69_3    load_0_3   2.546902353797e-04
    y_69_3    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_4    dest_69    1.000000000000e+00
    y_69_4    link_284  -1.000000000000e+00
    y_69_4    kv_4       1.533000000000e+03
    y_69_4    load_0_4   2.546902353797e-04
    y_69_4    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_5    dest_69    1.000000000000e+00
    y_69_5    link_285  -1.000000000000e+00
    y_69_5    kv_5       1.533000000000e+03
    y_69_5    load_0_5   2.546902353797e-04
    y_69_5    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_6    dest_69    1.000000000000e+00
    y_69_6    link_286  -1.000000000000e+00
    y_69_6    kv_6       1.533000000000e+03
    y_69_6    load_0_6   2.546902353797e-04
    y_69_6    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_69_7    dest_69    1.000000000000e+00
    y_69_7    link_287  -1.000000000000e+00
    y_69_7    kv_7       1.533000000000e+03
    y_69_7    load_0_7   2.546902353797e-04
    y_69_7    J          5.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_0     dest_6     1.000000000000e+00
    y_6_0     link_32   -1.000000000000e+00
    y_6_0     kv_0       1.609000000000e+03
    y_6_0     load_0_0   2.676506740025e-04
    y_6_0     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_1     dest_6     1.000000000000e+00
    y_6_1     link_33   -1.000000000000e+00
    y_6_1     kv_1       1.609000000000e+03
    y_6_1     load_0_1   2.676506740025e-04
    y_6_1     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_2     dest_6     1.000000000000e+00
    y_6_2     link_34   -1.000000000000e+00
    y_6_2     kv_2       1.609000000000e+03
    y_6_2     load_0_2   2.676506740025e-04
    y_6_2     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_3     dest_6     1.000000000000e+00
    y_6_3     link_35   -1.000000000000e+00
    y_6_3     kv_3       1.609000000000e+03
    y_6_3     load_0_3   2.676506740025e-04
    y_6_3     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_4     dest_6     1.000000000000e+00
    y_6_4     link_36   -1.000000000000e+00
    y_6_4     kv_4       1.609000000000e+03
    y_6_4     load_0_4   2.676506740025e-04
    y_6_4     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_5     dest_6     1.000000000000e+00
    y_6_5     link_37   -1.000000000000e+00
    y_6_5     kv_5       1.609000000000e+03
    y_6_5     load_0_5   2.676506740025e-04
    y_6_5     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_6     dest_6     1.000000000000e+00
    y_6_6     link_38   -1.000000000000e+00
    y_6_6     kv_6       1.609000000000e+03
    y_6_6     load_0_6   2.676506740025e-04
    y_6_6     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_6_7     dest_6     1.000000000000e+00
    y_6_7     link_39   -1.000000000000e+00
    y_6_7     kv_7       1.609000000000e+03
    y_6_7     load_0_7   2.676506740025e-04
    y_6_7     J          5.363333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_0    dest_71    1.000000000000e+00
    y_71_0    link_288  -1.000000000000e+00
    y_71_0    kv_0       9.360000000000e+02
    y_71_0    load_0_0   1.539797093403e-04
    y_71_0    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_1    dest_71    1.000000000000e+00
    y_71_1    link_289  -1.000000000000e+00
    y_71_1    kv_1       9.360000000000e+02
    y_71_1    load_0_1   1.539797093403e-04
    y_71_1    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_2    dest_71    1.000000000000e+00
    y_71_2    link_290  -1.000000000000e+00
    y_71_2    kv_2       9.360000000000e+02
    y_71_2    load_0_2   1.539797093403e-04
    y_71_2    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_3    dest_71    1.000000000000e+00
    y_71_3    link_291  -1.000000000000e+00
    y_71_3    kv_3       9.360000000000e+02
    y_71_3    load_0_3   1.539797093403e-04
    y_71_3    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_4    dest_71    1.000000000000e+00
    y_71_4    link_292  -1.000000000000e+00
    y_71_4    kv_4       9.360000000000e+02
    y_71_4    load_0_4   1.539797093403e-04
    y_71_4    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_5    dest_71    1.000000000000e+00
    y_71_5    link_293  -1.000000000000e+00
    y_71_5    kv_5       9.360000000000e+02
    y_71_5    load_0_5   1.539797093403e-04
    y_71_5    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_6    dest_71    1.000000000000e+00
    y_71_6    link_294  -1.000000000000e+00
    y_71_6    kv_6       9.360000000000e+02
    y_71_6    load_0_6   1.539797093403e-04
    y_71_6    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_71_7    dest_71    1.000000000000e+00
    y_71_7    link_295  -1.000000000000e+00
    y_71_7    kv_7       9.360000000000e+02
    y_71_7    load_0_7   1.539797093403e-04
    y_71_7    J          3.120000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_0    dest_73    1.000000000000e+00
    y_73_0    link_296  -1.000000000000e+00
    y_73_0    kv_0       1.157000000000e+03
    y_73_0    load_0_0   1.910342528759e-04
    y_73_0    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_1    dest_73    1.000000000000e+00
    y_73_1    link_297  -1.000000000000e+00
    y_73_1    kv_1       1.157000000000e+03
    y_73_1    load_0_1   1.910342528759e-04
    y_73_1    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_2    dest_73    1.000000000000e+00
    y_73_2    link_298  -1.000000000000e+00
    y_73_2    kv_2       1.157000000000e+03
    y_73_2    load_0_2   1.910342528759e-04
    y_73_2    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_3    dest_73    1.000000000000e+00
    y_73_3    link_299  -1.000000000000e+00
    y_73_3    kv_3       1.157000000000e+03
    y_73_3    load_0_3   1.910342528759e-04
    y_73_3    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_4    dest_73    1.000000000000e+00
    y_73_4    link_300  -1.000000000000e+00
    y_73_4    kv_4       1.157000000000e+03
    y_73_4    load_0_4   1.910342528759e-04
    y_73_4    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_5    dest_73    1.000000000000e+00
    y_73_5    link_301  -1.000000000000e+00
    y_73_5    kv_5       1.157000000000e+03
    y_73_5    load_0_5   1.910342528759e-04
    y_73_5    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_6    dest_73    1.000000000000e+00
    y_73_6    link_302  -1.000000000000e+00
    y_73_6    kv_6       1.157000000000e+03
    y_73_6    load_0_6   1.910342528759e-04
    y_73_6    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_73_7    dest_73    1.000000000000e+00
    y_73_7    link_303  -1.000000000000e+00
    y_73_7    kv_7       1.157000000000e+03
    y_73_7    load_0_7   1.910342528759e-04
    y_73_7    J          3.856666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_0    dest_74    1.000000000000e+00
    y_74_0    link_304  -1.000000000000e+00
    y_74_0    kv_0       1.874000000000e+03
    y_74_0    load_0_0   3.130884337883e-04
    y_74_0    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_1    dest_74    1.000000000000e+00
    y_74_1    link_305  -1.000000000000e+00
    y_74_1    kv_1       1.874000000000e+03
    y_74_1    load_0_1   3.130884337883e-04
    y_74_1    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_2    dest_74    1.000000000000e+00
    y_74_2    link_306  -1.000000000000e+00
    y_74_2    kv_2       1.874000000000e+03
    y_74_2    load_0_2   3.130884337883e-04
    y_74_2    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_3    dest_74    1.000000000000e+00
    y_74_3    link_307  -1.000000000000e+00
    y_74_3    kv_3       1.874000000000e+03
    y_74_3    load_0_3   3.130884337883e-04
    y_74_3    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_4    dest_74    1.000000000000e+00
    y_74_4    link_308  -1.000000000000e+00
    y_74_4    kv_4       1.874000000000e+03
    y_74_4    load_0_4   3.130884337883e-04
    y_74_4    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_5    dest_74    1.000000000000e+00
    y_74_5    link_309  -1.000000000000e+00
    y_74_5    kv_5       1.874000000000e+03
    y_74_5    load_0_5   3.130884337883e-04
    y_74_5    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_6    dest_74    1.000000000000e+00
    y_74_6    link_310  -1.000000000000e+00
    y_74_6    kv_6       1.874000000000e+03
    y_74_6    load_0_6   3.130884337883e-04
    y_74_6    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_74_7    dest_74    1.000000000000e+00
    y_74_7    link_311  -1.000000000000e+00
    y_74_7    kv_7       1.874000000000e+03
    y_74_7    load_0_7   3.130884337883e-04
    y_74_7    J          6.246666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_0    dest_75    1.000000000000e+00
    y_75_0    link_312  -1.000000000000e+00
    y_75_0    kv_0       1.312000000000e+03
    y_75_0    load_0_0   2.171818768895e-04
    y_75_0    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_1    dest_75    1.000000000000e+00
    y_75_1    link_313  -1.000000000000e+00
    y_75_1    kv_1       1.312000000000e+03
    y_75_1    load_0_1   2.171818768895e-04
    y_75_1    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_2    dest_75    1.000000000000e+00
    y_75_2    link_314  -1.000000000000e+00
    y_75_2    kv_2       1.312000000000e+03
    y_75_2    load_0_2   2.171818768895e-04
    y_75_2    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_3    dest_75    1.000000000000e+00
    y_75_3    link_315  -1.000000000000e+00
    y_75_3    kv_3       1.312000000000e+03
    y_75_3    load_0_3   2.171818768895e-04
    y_75_3    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_4    dest_75    1.000000000000e+00
    y_75_4    link_316  -1.000000000000e+00
    y_75_4    kv_4       1.312000000000e+03
    y_75_4    load_0_4   2.171818768895e-04
    y_75_4    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_5    dest_75    1.000000000000e+00
    y_75_5    link_317  -1.000000000000e+00
    y_75_5    kv_5       1.312000000000e+03
    y_75_5    load_0_5   2.171818768895e-04
    y_75_5    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_6    dest_75    1.000000000000e+00
    y_75_6    link_318  -1.000000000000e+00
    y_75_6    kv_6       1.312000000000e+03
    y_75_6    load_0_6   2.171818768895e-04
    y_75_6    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_75_7    dest_75    1.000000000000e+00
    y_75_7    link_319  -1.000000000000e+00
    y_75_7    kv_7       1.312000000000e+03
    y_75_7    load_0_7   2.171818768895e-04
    y_75_7    J          4.373333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_0    dest_77    1.000000000000e+00
    y_77_0    link_320  -1.000000000000e+00
    y_77_0    kv_0       1.865000000000e+03
    y_77_0    load_0_0   3.115389731320e-04
    y_77_0    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_1    dest_77    1.000000000000e+00
    y_77_1    link_321  -1.000000000000e+00
    y_77_1    kv_1       1.865000000000e+03
    y_77_1    load_0_1   3.115389731320e-04
    y_77_1    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_2    dest_77    1.000000000000e+00
    y_77_2    link_322  -1.000000000000e+00
    y_77_2    kv_2       1.865000000000e+03
    y_77_2    load_0_2   3.115389731320e-04
    y_77_2    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_3    dest_77    1.000000000000e+00
    y_77_3    link_323  -1.000000000000e+00
    y_77_3    kv_3       1.865000000000e+03
    y_77_3    load_0_3   3.115389731320e-04
    y_77_3    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_4    dest_77    1.000000000000e+00
    y_77_4    link_324  -1.000000000000e+00
    y_77_4    kv_4       1.865000000000e+03
    y_77_4    load_0_4   3.115389731320e-04
    y_77_4    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_5    dest_77    1.000000000000e+00
    y_77_5    link_325  -1.000000000000e+00
    y_77_5    kv_5       1.865000000000e+03
    y_77_5    load_0_5   3.115389731320e-04
    y_77_5    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_6    dest_77    1.000000000000e+00
    y_77_6    link_326  -1.000000000000e+00
    y_77_6    kv_6       1.865000000000e+03
    y_77_6    load_0_6   3.115389731320e-04
    y_77_6    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_77_7    dest_77    1.000000000000e+00
    y_77_7    link_327  -1.000000000000e+00
    y_77_7    kv_7       1.865000000000e+03
    y_77_7    load_0_7   3.115389731320e-04
    y_77_7    J          6.216666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_0    dest_82    1.000000000000e+00
    y_82_0    link_328  -1.000000000000e+00
    y_82_0    kv_0       1.581000000000e+03
    y_82_0    load_0_0   2.628721055465e-04
    y_82_0    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_1    dest_82    1.000000000000e+00
    y_82_1    link_329  -1.000000000000e+00
    y_82_1    kv_1       1.581000000000e+03
    y_82_1    load_0_1   2.628721055465e-04
    y_82_1    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_2    dest_82    1.000000000000e+00
    y_82_2    link_330  -1.000000000000e+00
    y_82_2    kv_2       1.581000000000e+03
    y_82_2    load_0_2   2.628721055465e-04
    y_82_2    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_3    dest_82    1.000000000000e+00
    y_82_3    link_331  -1.000000000000e+00
    y_82_3    kv_3       1.581000000000e+03
    y_82_3    load_0_3   2.628721055465e-04
    y_82_3    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_4    dest_82    1.000000000000e+00
    y_82_4    link_332  -1.000000000000e+00
    y_82_4    kv_4       1.581000000000e+03
    y_82_4    load_0_4   2.628721055465e-04
    y_82_4    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_5    dest_82    1.000000000000e+00
    y_82_5    link_333  -1.000000000000e+00
    y_82_5    kv_5       1.581000000000e+03
    y_82_5    load_0_5   2.628721055465e-04
    y_82_5    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_6    dest_82    1.000000000000e+00
    y_82_6    link_334  -1.000000000000e+00
    y_82_6    kv_6       1.581000000000e+03
    y_82_6    load_0_6   2.628721055465e-04
    y_82_6    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_82_7    dest_82    1.000000000000e+00
    y_82_7    link_335  -1.000000000000e+00
    y_82_7    kv_7       1.581000000000e+03
    y_82_7    load_0_7   2.628721055465e-04
    y_82_7    J          5.270000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_0    dest_83    1.000000000000e+00
    y_83_0    link_336  -1.000000000000e+00
    y_83_0    kv_0       1.884000000000e+03
    y_83_0    load_0_0   3.148105755664e-04
    y_83_0    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_1    dest_83    1.000000000000e+00
    y_83_1    link_337  -1.000000000000e+00
    y_83_1    kv_1       1.884000000000e+03
    y_83_1    load_0_1   3.148105755664e-04
    y_83_1    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_2    dest_83    1.000000000000e+00
    y_83_2    link_338  -1.000000000000e+00
    y_83_2    kv_2       1.884000000000e+03
    y_83_2    load_0_2   3.148105755664e-04
    y_83_2    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_3    dest_83    1.000000000000e+00
    y_83_3    link_339  -1.000000000000e+00
    y_83_3    kv_3       1.884000000000e+03
    y_83_3    load_0_3   3.148105755664e-04
    y_83_3    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_4    dest_83    1.000000000000e+00
    y_83_4    link_340  -1.000000000000e+00
    y_83_4    kv_4       1.884000000000e+03
    y_83_4    load_0_4   3.148105755664e-04
    y_83_4    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_5    dest_83    1.000000000000e+00
    y_83_5    link_341  -1.000000000000e+00
    y_83_5    kv_5       1.884000000000e+03
    y_83_5    load_0_5   3.148105755664e-04
    y_83_5    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_6    dest_83    1.000000000000e+00
    y_83_6    link_342  -1.000000000000e+00
    y_83_6    kv_6       1.884000000000e+03
    y_83_6    load_0_6   3.148105755664e-04
    y_83_6    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_83_7    dest_83    1.000000000000e+00
    y_83_7    link_343  -1.000000000000e+00
    y_83_7    kv_7       1.884000000000e+03
    y_83_7    load_0_7   3.148105755664e-04
    y_83_7    J          6.280000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_0    dest_85    1.000000000000e+00
    y_85_0    link_344  -1.000000000000e+00
    y_85_0    kv_0       1.204000000000e+03
    y_85_0    load_0_0   1.989490263902e-04
    y_85_0    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_1    dest_85    1.000000000000e+00
    y_85_1    link_345  -1.000000000000e+00
    y_85_1    kv_1       1.204000000000e+03
    y_85_1    load_0_1   1.989490263902e-04
    y_85_1    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_2    dest_85    1.000000000000e+00
    y_85_2    link_346  -1.000000000000e+00
    y_85_2    kv_2       1.204000000000e+03
    y_85_2    load_0_2   1.989490263902e-04
    y_85_2    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_3    dest_85    1.000000000000e+00
    y_85_3    link_347  -1.000000000000e+00
    y_85_3    kv_3       1.204000000000e+03
    y_85_3    load_0_3   1.989490263902e-04
    y_85_3    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_4    dest_85    1.000000000000e+00
    y_85_4    link_348  -1.000000000000e+00
    y_85_4    kv_4       1.204000000000e+03
    y_85_4    load_0_4   1.989490263902e-04
    y_85_4    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_5    dest_85    1.000000000000e+00
    y_85_5    link_349  -1.000000000000e+00
    y_85_5    kv_5       1.204000000000e+03
    y_85_5    load_0_5   1.989490263902e-04
    y_85_5    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_6    dest_85    1.000000000000e+00
    y_85_6    link_350  -1.000000000000e+00
    y_85_6    kv_6       1.204000000000e+03
    y_85_6    load_0_6   1.989490263902e-04
    y_85_6    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_85_7    dest_85    1.000000000000e+00
    y_85_7    link_351  -1.000000000000e+00
    y_85_7    kv_7       1.204000000000e+03
    y_85_7    load_0_7   1.989490263902e-04
    y_85_7    J          4.013333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_0    dest_88    1.000000000000e+00
    y_88_0    link_352  -1.000000000000e+00
    y_88_0    kv_0       1.759000000000e+03
    y_88_0    load_0_0   2.933230566737e-04
    y_88_0    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_1    dest_88    1.000000000000e+00
    y_88_1    link_353  -1.000000000000e+00
    y_88_1    kv_1       1.759000000000e+03
    y_88_1    load_0_1   2.933230566737e-04
    y_88_1    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_2    dest_88    1.000000000000e+00
    y_88_2    link_354  -1.000000000000e+00
    y_88_2    kv_2       1.759000000000e+03
    y_88_2    load_0_2   2.933230566737e-04
    y_88_2    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_3    dest_88    1.000000000000e+00
    y_88_3    link_355  -1.000000000000e+00
    y_88_3    kv_3       1.759000000000e+03
    y_88_3    load_0_3   2.933230566737e-04
    y_88_3    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_4    dest_88    1.000000000000e+00
    y_88_4    link_356  -1.000000000000e+00
    y_88_4    kv_4       1.759000000000e+03
    y_88_4    load_0_4   2.933230566737e-04
    y_88_4    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_5    dest_88    1.000000000000e+00
    y_88_5    link_357  -1.000000000000e+00
    y_88_5    kv_5       1.759000000000e+03
    y_88_5    load_0_5   2.933230566737e-04
    y_88_5    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_6    dest_88    1.000000000000e+00
    y_88_6    link_358  -1.000000000000e+00
    y_88_6    kv_6       1.759000000000e+03
    y_88_6    load_0_6   2.933230566737e-04
    y_88_6    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_88_7    dest_88    1.000000000000e+00
    y_88_7    link_359  -1.000000000000e+00
    y_88_7    kv_7       1.759000000000e+03
    y_88_7    load_0_7   2.933230566737e-04
    y_88_7    J          5.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_0     dest_8     1.000000000000e+00
    y_8_0     link_40   -1.000000000000e+00
    y_8_0     kv_0       1.125000000000e+03
    y_8_0     load_0_0   1.856523740341e-04
    y_8_0     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_1     dest_8     1.000000000000e+00
    y_8_1     link_41   -1.000000000000e+00
    y_8_1     kv_1       1.125000000000e+03
    y_8_1     load_0_1   1.856523740341e-04
    y_8_1     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_2     dest_8     1.000000000000e+00
    y_8_2     link_42   -1.000000000000e+00
    y_8_2     kv_2       1.125000000000e+03
    y_8_2     load_0_2   1.856523740341e-04
    y_8_2     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_3     dest_8     1.000000000000e+00
    y_8_3     link_43   -1.000000000000e+00
    y_8_3     kv_3       1.125000000000e+03
    y_8_3     load_0_3   1.856523740341e-04
    y_8_3     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_4     dest_8     1.000000000000e+00
    y_8_4     link_44   -1.000000000000e+00
    y_8_4     kv_4       1.125000000000e+03
    y_8_4     load_0_4   1.856523740341e-04
    y_8_4     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_5     dest_8     1.000000000000e+00
    y_8_5     link_45   -1.000000000000e+00
    y_8_5     kv_5       1.125000000000e+03
    y_8_5     load_0_5   1.856523740341e-04
    y_8_5     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_6     dest_8     1.000000000000e+00
    y_8_6     link_46   -1.000000000000e+00
    y_8_6     kv_6       1.125000000000e+03
    y_8_6     load_0_6   1.856523740341e-04
    y_8_6     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_8_7     dest_8     1.000000000000e+00
    y_8_7     link_47   -1.000000000000e+00
    y_8_7     kv_7       1.125000000000e+03
    y_8_7     load_0_7   1.856523740341e-04
    y_8_7     J          3.750000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_0    dest_90    1.000000000000e+00
    y_90_0    link_360  -1.000000000000e+00
    y_90_0    kv_0       1.833000000000e+03
    y_90_0    load_0_0   3.060333623222e-04
    y_90_0    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_1    dest_90    1.000000000000e+00
    y_90_1    link_361  -1.000000000000e+00
    y_90_1    kv_1       1.833000000000e+03
    y_90_1    load_0_1   3.060333623222e-04
    y_90_1    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_2    dest_90    1.000000000000e+00
    y_90_2    link_362  -1.000000000000e+00
    y_90_2    kv_2       1.833000000000e+03
    y_90_2    load_0_2   3.060333623222e-04
    y_90_2    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_3    dest_90    1.000000000000e+00
    y_90_3    link_363  -1.000000000000e+00
    y_90_3    kv_3       1.833000000000e+03
    y_90_3    load_0_3   3.060333623222e-04
    y_90_3    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_4    dest_90    1.000000000000e+00
    y_90_4    link_364  -1.000000000000e+00
    y_90_4    kv_4       1.833000000000e+03
    y_90_4    load_0_4   3.060333623222e-04
    y_90_4    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_5    dest_90    1.000000000000e+00
    y_90_5    link_365  -1.000000000000e+00
    y_90_5    kv_5       1.833000000000e+03
    y_90_5    load_0_5   3.060333623222e-04
    y_90_5    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_6    dest_90    1.000000000000e+00
    y_90_6    link_366  -1.000000000000e+00
    y_90_6    kv_6       1.833000000000e+03
    y_90_6    load_0_6   3.060333623222e-04
    y_90_6    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_90_7    dest_90    1.000000000000e+00
    y_90_7    link_367  -1.000000000000e+00
    y_90_7    kv_7       1.833000000000e+03
    y_90_7    load_0_7   3.060333623222e-04
    y_90_7    J          6.110000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_0    dest_91    1.000000000000e+00
    y_91_0    link_368  -1.000000000000e+00
    y_91_0    kv_0       1.835000000000e+03
    y_91_0    load_0_0   3.063772991578e-04
    y_91_0    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_1    dest_91    1.000000000000e+00
    y_91_1    link_369  -1.000000000000e+00
    y_91_1    kv_1       1.835000000000e+03
    y_91_1    load_0_1   3.063772991578e-04
    y_91_1    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_2    dest_91    1.000000000000e+00
    y_91_2    link_370  -1.000000000000e+00
    y_91_2    kv_2       1.835000000000e+03
    y_91_2    load_0_2   3.063772991578e-04
    y_91_2    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_3    dest_91    1.000000000000e+00
    y_91_3    link_371  -1.000000000000e+00
    y_91_3    kv_3       1.835000000000e+03
    y_91_3    load_0_3   3.063772991578e-04
    y_91_3    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_4    dest_91    1.000000000000e+00
    y_91_4    link_372  -1.000000000000e+00
    y_91_4    kv_4       1.835000000000e+03
    y_91_4    load_0_4   3.063772991578e-04
    y_91_4    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_5    dest_91    1.000000000000e+00
    y_91_5    link_373  -1.000000000000e+00
    y_91_5    kv_5       1.835000000000e+03
    y_91_5    load_0_5   3.063772991578e-04
    y_91_5    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_6    dest_91    1.000000000000e+00
    y_91_6    link_374  -1.000000000000e+00
    y_91_6    kv_6       1.835000000000e+03
    y_91_6    load_0_6   3.063772991578e-04
    y_91_6    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_91_7    dest_91    1.000000000000e+00
    y_91_7    link_375  -1.000000000000e+00
    y_91_7    kv_7       1.835000000000e+03
    y_91_7    load_0_7   3.063772991578e-04
    y_91_7    J          6.116666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_0    dest_93    1.000000000000e+00
    y_93_0    link_376  -1.000000000000e+00
    y_93_0    kv_0       5.590000000000e+02
    y_93_0    load_0_0   9.138463530403e-05
    y_93_0    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_1    dest_93    1.000000000000e+00
    y_93_1    link_377  -1.000000000000e+00
    y_93_1    kv_1       5.590000000000e+02
    y_93_1    load_0_1   9.138463530403e-05
    y_93_1    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_2    dest_93    1.000000000000e+00
    y_93_2    link_378  -1.000000000000e+00
    y_93_2    kv_2       5.590000000000e+02
    y_93_2    load_0_2   9.138463530403e-05
    y_93_2    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_3    dest_93    1.000000000000e+00
    y_93_3    link_379  -1.000000000000e+00
    y_93_3    kv_3       5.590000000000e+02
    y_93_3    load_0_3   9.138463530403e-05
    y_93_3    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_4    dest_93    1.000000000000e+00
    y_93_4    link_380  -1.000000000000e+00
    y_93_4    kv_4       5.590000000000e+02
    y_93_4    load_0_4   9.138463530403e-05
    y_93_4    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_5    dest_93    1.000000000000e+00
    y_93_5    link_381  -1.000000000000e+00
    y_93_5    kv_5       5.590000000000e+02
    y_93_5    load_0_5   9.138463530403e-05
    y_93_5    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_6    dest_93    1.000000000000e+00
    y_93_6    link_382  -1.000000000000e+00
    y_93_6    kv_6       5.590000000000e+02
    y_93_6    load_0_6   9.138463530403e-05
    y_93_6    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_93_7    dest_93    1.000000000000e+00
    y_93_7    link_383  -1.000000000000e+00
    y_93_7    kv_7       5.590000000000e+02
    y_93_7    load_0_7   9.138463530403e-05
    y_93_7    J          1.863333333333e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_0    dest_96    1.000000000000e+00
    y_96_0    link_384  -1.000000000000e+00
    y_96_0    kv_0       1.499000000000e+03
    y_96_0    load_0_0   2.489023571103e-04
    y_96_0    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_1    dest_96    1.000000000000e+00
    y_96_1    link_385  -1.000000000000e+00
    y_96_1    kv_1       1.499000000000e+03
    y_96_1    load_0_1   2.489023571103e-04
    y_96_1    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_2    dest_96    1.000000000000e+00
    y_96_2    link_386  -1.000000000000e+00
    y_96_2    kv_2       1.499000000000e+03
    y_96_2    load_0_2   2.489023571103e-04
    y_96_2    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_3    dest_96    1.000000000000e+00
    y_96_3    link_387  -1.000000000000e+00
    y_96_3    kv_3       1.499000000000e+03
    y_96_3    load_0_3   2.489023571103e-04
    y_96_3    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_4    dest_96    1.000000000000e+00
    y_96_4    link_388  -1.000000000000e+00
    y_96_4    kv_4       1.499000000000e+03
    y_96_4    load_0_4   2.489023571103e-04
    y_96_4    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_5    dest_96    1.000000000000e+00
    y_96_5    link_389  -1.000000000000e+00
    y_96_5    kv_5       1.499000000000e+03
    y_96_5    load_0_5   2.489023571103e-04
    y_96_5    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_6    dest_96    1.000000000000e+00
    y_96_6    link_390  -1.000000000000e+00
    y_96_6    kv_6       1.499000000000e+03
    y_96_6    load_0_6   2.489023571103e-04
    y_96_6    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_96_7    dest_96    1.000000000000e+00
    y_96_7    link_391  -1.000000000000e+00
    y_96_7    kv_7       1.499000000000e+03
    y_96_7    load_0_7   2.489023571103e-04
    y_96_7    J          4.996666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_0    dest_99    1.000000000000e+00
    y_99_0    link_392  -1.000000000000e+00
    y_99_0    kv_0       1.232000000000e+03
    y_99_0    load_0_0   2.036699450115e-04
    y_99_0    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_1    dest_99    1.000000000000e+00
    y_99_1    link_393  -1.000000000000e+00
    y_99_1    kv_1       1.232000000000e+03
    y_99_1    load_0_1   2.036699450115e-04
    y_99_1    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_2    dest_99    1.000000000000e+00
    y_99_2    link_394  -1.000000000000e+00
    y_99_2    kv_2       1.232000000000e+03
    y_99_2    load_0_2   2.036699450115e-04
    y_99_2    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_3    dest_99    1.000000000000e+00
    y_99_3    link_395  -1.000000000000e+00
    y_99_3    kv_3       1.232000000000e+03
    y_99_3    load_0_3   2.036699450115e-04
    y_99_3    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_4    dest_99    1.000000000000e+00
    y_99_4    link_396  -1.000000000000e+00
    y_99_4    kv_4       1.232000000000e+03
    y_99_4    load_0_4   2.036699450115e-04
    y_99_4    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_5    dest_99    1.000000000000e+00
    y_99_5    link_397  -1.000000000000e+00
    y_99_5    kv_5       1.232000000000e+03
    y_99_5    load_0_5   2.036699450115e-04
    y_99_5    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_6    dest_99    1.000000000000e+00
    y_99_6    link_398  -1.000000000000e+00
    y_99_6    kv_6       1.232000000000e+03
    y_99_6    load_0_6   2.036699450115e-04
    y_99_6    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_99_7    dest_99    1.000000000000e+00
    y_99_7    link_399  -1.000000000000e+00
    y_99_7    kv_7       1.232000000000e+03
    y_99_7    load_0_7   2.036699450115e-04
    y_99_7    J          4.106666666667e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_0     dest_9     1.000000000000e+00
    y_9_0     link_48   -1.000000000000e+00
    y_9_0     kv_0       1.887000000000e+03
    y_9_0     load_0_0   3.153273245958e-04
    y_9_0     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_1     dest_9     1.000000000000e+00
    y_9_1     link_49   -1.000000000000e+00
    y_9_1     kv_1       1.887000000000e+03
    y_9_1     load_0_1   3.153273245958e-04
    y_9_1     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_2     dest_9     1.000000000000e+00
    y_9_2     link_50   -1.000000000000e+00
    y_9_2     kv_2       1.887000000000e+03
    y_9_2     load_0_2   3.153273245958e-04
    y_9_2     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_3     dest_9     1.000000000000e+00
    y_9_3     link_51   -1.000000000000e+00
    y_9_3     kv_3       1.887000000000e+03
    y_9_3     load_0_3   3.153273245958e-04
    y_9_3     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_4     dest_9     1.000000000000e+00
    y_9_4     link_52   -1.000000000000e+00
    y_9_4     kv_4       1.887000000000e+03
    y_9_4     load_0_4   3.153273245958e-04
    y_9_4     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_5     dest_9     1.000000000000e+00
    y_9_5     link_53   -1.000000000000e+00
    y_9_5     kv_5       1.887000000000e+03
    y_9_5     load_0_5   3.153273245958e-04
    y_9_5     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_6     dest_9     1.000000000000e+00
    y_9_6     link_54   -1.000000000000e+00
    y_9_6     kv_6       1.887000000000e+03
    y_9_6     load_0_6   3.153273245958e-04
    y_9_6     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    y_9_7     dest_9     1.000000000000e+00
    y_9_7     link_55   -1.000000000000e+00
    y_9_7     kv_7       1.887000000000e+03
    y_9_7     load_0_7   3.153273245958e-04
    y_9_7     J          6.290000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       share_0    0.000000000000e+00
    RHS       dest_0     0.000000000000e+00
    RHS       share_2    0.000000000000e+00
    RHS       dest_2     0.000000000000e+00
    RHS       share_4    0.000000000000e+00
    RHS       dest_4     0.000000000000e+00
    RHS       share_5    0.000000000000e+00
    RHS       dest_5     0.000000000000e+00
    RHS       share_6    0.000000000000e+00
    RHS       dest_6     0.000000000000e+00
    RHS       share_8    0.000000000000e+00
    RHS       dest_8     0.000000000000e+00
    RHS       share_9    0.000000000000e+00
    RHS       dest_9     0.000000000000e+00
    RHS       share_10   0.000000000000e+00
    RHS       dest_10    0.000000000000e+00
    RHS       share_11   0.000000000000e+00
    RHS       dest_11    0.000000000000e+00
    RHS       share_12   0.000000000000e+00
    RHS       dest_12    0.000000000000e+00
    RHS       share_13   0.000000000000e+00
    RHS       dest_13    0.000000000000e+00
    RHS       share_15   0.000000000000e+00
    RHS       dest_15    0.000000000000e+00
    RHS       share_18   0.000000000000e+00
    RHS       dest_18    0.000000000000e+00
    RHS       share_22   0.000000000000e+00
    RHS       dest_22    0.000000000000e+00
    RHS       share_24   0.000000000000e+00
    RHS       dest_24    0.000000000000e+00
    RHS       share_26   0.000000000000e+00
    RHS       dest_26    0.000000000000e+00
    RHS       share_27   0.000000000000e+00
    RHS       dest_27    0.000000000000e+00
    RHS       share_28   0.000000000000e+00
    RHS       dest_28    0.000000000000e+00
    RHS       share_29   0.000000000000e+00
    RHS       dest_29    0.000000000000e+00
    RHS       share_32   0.000000000000e+00
    RHS       dest_32    0.000000000000e+00
    RHS       share_33   0.000000000000e+00
    RHS       dest_33    0.000000000000e+00
    RHS       share_34   0.000000000000e+00
    RHS       dest_34    0.000000000000e+00
    RHS       share_40   0.000000000000e+00
    RHS       dest_40    0.000000000000e+00
    RHS       share_42   0.000000000000e+00
    RHS       dest_42    0.000000000000e+00
    RHS       share_43   0.000000000000e+00
    RHS       dest_43    0.000000000000e+00
    RHS       share_44   0.000000000000e+00
    RHS       dest_44    0.000000000000e+00
    RHS       share_45   0.000000000000e+00
    RHS       dest_45    0.000000000000e+00
    RHS       share_46   0.000000000000e+00
    RHS       dest_46    0.000000000000e+00
    RHS       share_47   0.000000000000e+00
    RHS       dest_47    0.000000000000e+00
    RHS       share_57   0.000000000000e+00
    RHS       dest_57    0.000000000000e+00
    RHS       share_59   0.000000000000e+00
    RHS       dest_59    0.000000000000e+00
    RHS       share_60   0.000000000000e+00
    RHS       dest_60    0.000000000000e+00
    RHS       share_63   0.000000000000e+00
    RHS       dest_63    0.000000000000e+00
    RHS       share_66   0.000000000000e+00
    RHS       dest_66    0.000000000000e+00
    RHS       share_68   0.000000000000e+00
    RHS       dest_68    0.000000000000e+00
    RHS       share_69   0.000000000000e+00
    RHS       dest_69    0.000000000000e+00
    RHS       share_71   0.000000000000e+00
    RHS       dest_71    0.000000000000e+00
    RHS       share_73   0.000000000000e+00
    RHS       dest_73    0.000000000000e+00
    RHS       share_74   0.000000000000e+00
    RHS       dest_74    0.000000000000e+00
    RHS       share_75   0.000000000000e+00
    RHS       dest_75    0.000000000000e+00
    RHS       share_77   0.000000000000e+00
    RHS       dest_77    0.000000000000e+00
    RHS       share_82   0.000000000000e+00
    RHS       dest_82    0.000000000000e+00
    RHS       share_83   0.000000000000e+00
    RHS       dest_83    0.000000000000e+00
    RHS       share_85   0.000000000000e+00
    RHS       dest_85    0.000000000000e+00
    RHS       share_88   0.000000000000e+00
    RHS       dest_88    0.000000000000e+00
    RHS       share_90   0.000000000000e+00
    RHS       dest_90    0.000000000000e+00
    RHS       share_91   0.000000000000e+00
    RHS       dest_91    0.000000000000e+00
    RHS       share_93   0.000000000000e+00
    RHS       dest_93    0.000000000000e+00
    RHS       share_96   0.000000000000e+00
    RHS       dest_96    0.000000000000e+00
    RHS       share_99   0.000000000000e+00
    RHS       dest_99    0.000000000000e+00
    RHS       share_101   0.000000000000e+00
    RHS       dest_101   0.000000000000e+00
    RHS       share_102   0.000000000000e+00
    RHS       dest_102   0.000000000000e+00
    RHS       share_104   0.000000000000e+00
    RHS       dest_104   0.000000000000e+00
    RHS       share_109   0.000000000000e+00
    RHS       dest_109   0.000000000000e+00
    RHS       share_111   0.000000000000e+00
    RHS       dest_111   0.000000000000e+00
    RHS       share_113   0.000000000000e+00
    RHS       dest_113   0.000000000000e+00
    RHS       share_115   0.000000000000e+00
    RHS       dest_115   0.000000000000e+00
    RHS       share_116   0.000000000000e+00
    RHS       dest_116   0.000000000000e+00
    RHS       share_118   0.000000000000e+00
    RHS       dest_118   0.000000000000e+00
    RHS       link_0     0.000000000000e+00
    RHS       link_1     0.000000000000e+00
    RHS       link_2     0.000000000000e+00
    RHS       link_3     0.000000000000e+00
    RHS       link_4     0.000000000000e+00
    RHS       link_5     0.000000000000e+00
    RHS       link_6     0.000000000000e+00
    RHS       link_7     0.000000000000e+00
    RHS       link_8     0.000000000000e+00
    RHS       link_9     0.000000000000e+00
    RHS       link_10    0.000000000000e+00
    RHS       link_11    0.000000000000e+00
    RHS       link_12    0.000000000000e+00
    RHS       link_13    0.000000000000e+00
    RHS       link_14    0.000000000000e+00
    RHS       link_15    0.000000000000e+00
    RHS       link_16    0.000000000000e+00
    RHS       link_17    0.000000000000e+00
    RHS       link_18    0.000000000000e+00
    RHS       link_19    0.000000000000e+00
    RHS       link_20    0.000000000000e+00
    RHS       link_21    0.000000000000e+00
    RHS       link_22    0.000000000000e+00
    RHS       link_23    0.000000000000e+00
    RHS       link_24    0.000000000000e+00
    RHS       link_25    0.000000000000e+00
    RHS       link_26    0.000000000000e+00
    RHS       link_27    0.000000000000e+00
    RHS       link_28    0.000000000000e+00
    RHS       link_29    0.000000000000e+00
    RHS       link_30    0.000000000000e+00
    RHS       link_31    0.000000000000e+00
    RHS       link_32    0.000000000000e+00
    RHS       link_33    0.000000000000e+00
    RHS       link_34    0.000000000000e+00
    RHS       link_35    0.000000000000e+00
    RHS       link_36    0.000000000000e+00
    RHS       link_37    0.000000000000e+00
    RHS       link_38    0.000000000000e+00
    RHS       link_39    0.000000000000e+00
    RHS       link_40    0.000000000000e+00
    RHS       link_41    0.000000000000e+00
    RHS       link_42    0.000000000000e+00
    RHS       link_43    0.000000000000e+00
    RHS       link_44    0.000000000000e+00
    RHS       link_45    0.000000000000e+00
    RHS       link_46    0.000000000000e+00
    RHS       link_47    0.000000000000e+00
    RHS       link_48    0.000000000000e+00
    RHS       link_49    0.000000000000e+00
    RHS       link_50    0.000000000000e+00
    RHS       link_51    0.000000000000e+00
    RHS       link_52    0.000000000000e+00
    RHS       link_53    0.000000000000e+00
    RHS       link_54    0.000000000000e+00
    RHS       link_55    0.000000000000e+00
    RHS       link_56    0.000000000000e+00
    RHS       link_57    0.000000000000e+00
    RHS       link_58    0.000000000000e+00
    RHS       link_59    0.000000000000e+00
    RHS       link_60    0.000000000000e+00
    RHS       link_61    0.000000000000e+00
    RHS       link_62    0.000000000000e+00
    RHS       link_63    0.000000000000e+00
    RHS       link_64    0.000000000000e+00
    RHS       link_65    0.000000000000e+00
    RHS       link_66    0.000000000000e+00
    RHS       link_67    0.000000000000e+00
    RHS       link_68    0.000000000000e+00
    RHS       link_69    0.000000000000e+00
    RHS       link_70    0.000000000000e+00
    RHS       link_71    0.000000000000e+00
    RHS       link_72    0.000000000000e+00
    RHS       link_73    0.000000000000e+00
    RHS       link_74    0.000000000000e+00
    RHS       link_75    0.000000000000e+00
    RHS       link_76    0.000000000000e+00
    RHS       link_77    0.000000000000e+00
    RHS       link_78    0.000000000000e+00
    RHS       link_79    0.000000000000e+00
    RHS       link_80    0.000000000000e+00
    RHS       link_81    0.000000000000e+00
    RHS       link_82    0.000000000000e+00
    RHS       link_83    0.000000000000e+00
    RHS       link_84    0.000000000000e+00
    RHS       link_85    0.000000000000e+00
    RHS       link_86    0.000000000000e+00
    RHS       link_87    0.000000000000e+00
    RHS       link_88    0.000000000000e+00
    RHS       link_89    0.000000000000e+00
    RHS       link_90    0.000000000000e+00
    RHS       link_91    0.000000000000e+00
    RHS       link_92    0.000000000000e+00
    RHS       link_93    0.000000000000e+00
    RHS       link_94    0.000000000000e+00
    RHS       link_95    0.000000000000e+00
    RHS       link_96    0.000000000000e+00
    RHS       link_97    0.000000000000e+00
    RHS       link_98    0.000000000000e+00
    RHS       link_99    0.000000000000e+00
    RHS       link_100   0.000000000000e+00
    RHS       link_101   0.000000000000e+00
    RHS       link_102   0.000000000000e+00
    RHS       link_103   0.000000000000e+00
    RHS       link_104   0.000000000000e+00
    RHS       link_105   0.000000000000e+00
    RHS       link_106   0.000000000000e+00
    RHS       link_107   0.000000000000e+00
    RHS       link_108   0.000000000000e+00
    RHS       link_109   0.000000000000e+00
    RHS       link_110   0.000000000000e+00
    RHS       link_111   0.000000000000e+00
    RHS       link_112   0.000000000000e+00
    RHS       link_113   0.000000000000e+00
    RHS       link_114   0.000000000000e+00
    RHS       link_115   0.000000000000e+00
    RHS       link_116   0.000000000000e+00
    RHS       link_117   0.000000000000e+00
    RHS       link_118   0.000000000000e+00
    RHS       link_119   0.000000000000e+00
    RHS       link_120   0.000000000000e+00
    RHS       link_121   0.000000000000e+00
    RHS       link_122   0.000000000000e+00
    RHS       link_123   0.000000000000e+00
    RHS       link_124   0.000000000000e+00
    RHS       link_125   0.000000000000e+00
    RHS       link_126   0.000000000000e+00
    RHS       link_127   0.000000000000e+00
    RHS       link_128   0.000000000000e+00
    RHS       link_129   0.000000000000e+00
    RHS       link_130   0.000000000000e+00
    RHS       link_131   0.000000000000e+00
    RHS       link_132   0.000000000000e+00
    RHS       link_133   0.000000000000e+00
    RHS       link_134   0.000000000000e+00
    RHS       link_135   0.000000000000e+00
    RHS       link_136   0.000000000000e+00
    RHS       link_137   0.000000000000e+00
    RHS       link_138   0.000000000000e+00
    RHS       link_139   0.000000000000e+00
    RHS       link_140   0.000000000000e+00
    RHS       link_141   0.000000000000e+00
    RHS       link_142   0.000000000000e+00
    RHS       link_143   0.000000000000e+00
    RHS       link_144   0.000000000000e+00
    RHS       link_145   0.000000000000e+00
    RHS       link_146   0.000000000000e+00
    RHS       link_147   0.000000000000e+00
    RHS       link_148   0.000000000000e+00
    RHS       link_149   0.000000000000e+00
    RHS       link_150   0.000000000000e+00
    RHS       link_151   0.000000000000e+00
    RHS       link_152   0.000000000000e+00
    RHS       link_153   0.000000000000e+00
    RHS       link_154   0.000000000000e+00
    RHS       link_155   0.000000000000e+00
    RHS       link_156   0.000000000000e+00
    RHS       link_157   0.000000000000e+00
    RHS       link_158   0.000000000000e+00
    RHS       link_159   0.000000000000e+00
    RHS       link_160   0.000000000000e+00
    RHS       link_161   0.000000000000e+00
    RHS       link_162   0.000000000000e+00
    RHS       link_163   0.000000000000e+00
    RHS       link_164   0.000000000000e+00
    RHS       link_165   0.000000000000e+00
    RHS       link_166   0.000000000000e+00
    RHS       link_167   0.000000000000e+00
    RHS       link_168   0.000000000000e+00
    RHS       link_169   0.000000000000e+00
    RHS       link_170   0.000000000000e+00
    RHS       link_171   0.000000000000e+00
    RHS       link_172   0.000000000000e+00
    RHS       link_173   0.000000000000e+00
    RHS       link_174   0.000000000000e+00
    RHS       link_175   0.000000000000e+00
    RHS       link_176   0.000000000000e+00
    RHS       link_177   0.000000000000e+00
    RHS       link_178   0.000000000000e+00
    RHS       link_179   0.000000000000e+00
    RHS       link_180   0.000000000000e+00
    RHS       link_181   0.000000000000e+00
    RHS       link_182   0.000000000000e+00
    RHS       link_183   0.000000000000e+00
    RHS       link_184   0.000000000000e+00
    RHS       link_185   0.000000000000e+00
    RHS       link_186   0.000000000000e+00
    RHS       link_187   0.000000000000e+00
    RHS       link_188   0.000000000000e+00
    RHS       link_189   0.000000000000e+00
    RHS       link_190   0.000000000000e+00
    RHS       link_191   0.000000000000e+00
    RHS       link_192   0.000000000000e+00
    RHS       link_193   0.000000000000e+00
    RHS       link_194   0.000000000000e+00
    RHS       link_195   0.000000000000e+00
    RHS       link_196   0.000000000000e+00
    RHS       link_197   0.000000000000e+00
    RHS       link_198   0.000000000000e+00
    RHS       link_199   0.000000000000e+00
    RHS       link_200   0.000000000000e+00
    RHS       link_201   0.000000000000e+00
    RHS       link_202   0.000000000000e+00
    RHS       link_203   0.000000000000e+00
    RHS       link_204   0.000000000000e+00
    RHS       link_205   0.000000000000e+00
    RHS       link_206   0.000000000000e+00
    RHS       link_207   0.000000000000e+00
    RHS       link_208   0.000000000000e+00
    RHS       link_209   0.000000000000e+00
    RHS       link_210   0.000000000000e+00
    RHS       link_211   0.000000000000e+00
    RHS       link_212   0.000000000000e+00
    RHS       link_213   0.000000000000e+00
    RHS       link_214   0.000000000000e+00
    RHS       link_215   0.000000000000e+00
    RHS       link_216   0.000000000000e+00
    RHS       link_217   0.000000000000e+00
    RHS       link_218   0.000000000000e+00
    RHS       link_219   0.000000000000e+00
    RHS       link_220   0.000000000000e+00
    RHS       link_221   0.000000000000e+00
    RHS       link_222   0.000000000000e+00
    RHS       link_223   0.000000000000e+00
    RHS       link_224   0.000000000000e+00
    RHS       link_225   0.000000000000e+00
    RHS       link_226   0.000000000000e+00
    RHS       link_227   0.000000000000e+00
    RHS       link_228   0.000000000000e+00
    RHS       link_229   0.000000000000e+00
    RHS       link_230   0.000000000000e+00
    RHS       link_231   0.000000000000e+00
    RHS       link_232   0.000000000000e+00
    RHS       link_233   0.000000000000e+00
    RHS       link_234   0.000000000000e+00
    RHS       link_235   0.000000000000e+00
    RHS       link_236   0.000000000000e+00
    RHS       link_237   0.000000000000e+00
    RHS       link_238   0.000000000000e+00
    RHS       link_239   0.000000000000e+00
    RHS       link_240   0.000000000000e+00
    RHS       link_241   0.000000000000e+00
    RHS       link_242   0.000000000000e+00
    RHS       link_243   0.000000000000e+00
    RHS       link_244   0.000000000000e+00
    RHS       link_245   0.000000000000e+00
    RHS       link_246   0.000000000000e+00
    RHS       link_247   0.000000000000e+00
    RHS       link_248   0.000000000000e+00
    RHS       link_249   0.000000000000e+00
    RHS       link_250   0.000000000000e+00
    RHS       link_251   0.000000000000e+00
    RHS       link_252   0.000000000000e+00
    RHS       link_253   0.000000000000e+00
    RHS       link_254   0.000000000000e+00
    RHS       link_255   0.000000000000e+00
    RHS       link_256   0.000000000000e+00
    RHS       link_257   0.000000000000e+00
    RHS       link_258   0.000000000000e+00
    RHS       link_259   0.000000000000e+00
    RHS       link_260   0.000000000000e+00
    RHS       link_261   0.000000000000e+00
    RHS       link_262   0.000000000000e+00
    RHS       link_263   0.000000000000e+00
    RHS       link_264   0.000000000000e+00
    RHS       link_265   0.000000000000e+00
    RHS       link_266   0.000000000000e+00
    RHS       link_267   0.000000000000e+00
    RHS       link_268   0.000000000000e+00
    RHS       link_269   0.000000000000e+00
    RHS       link_270   0.000000000000e+00
    RHS       link_271   0.000000000000e+00
    RHS       link_272   0.000000000000e+00
    RHS       link_273   0.000000000000e+00
    RHS       link_274   0.000000000000e+00
    RHS       link_275   0.000000000000e+00
    RHS       link_276   0.000000000000e+00
    RHS       link_277   0.000000000000e+00
    RHS       link_278   0.000000000000e+00
    RHS       link_279   0.000000000000e+00
    RHS       link_280   0.000000000000e+00
    RHS       link_281   0.000000000000e+00
    RHS       link_282   0.000000000000e+00
    RHS       link_283   0.000000000000e+00
    RHS       link_284   0.000000000000e+00
    RHS       link_285   0.000000000000e+00
    RHS       link_286   0.000000000000e+00
    RHS       link_287   0.000000000000e+00
    RHS       link_288   0.000000000000e+00
    RHS       link_289   0.000000000000e+00
    RHS       link_290   0.000000000000e+00
    RHS       link_291   0.000000000000e+00
    RHS       link_292   0.000000000000e+00
    RHS       link_293   0.000000000000e+00
    RHS       link_294   0.000000000000e+00
    RHS       link_295   0.000000000000e+00
    RHS       link_296   0.000000000000e+00
    RHS       link_297   0.000000000000e+00
    RHS       link_298   0.000000000000e+00
    RHS       link_299   0.000000000000e+00
    RHS       link_300   0.000000000000e+00
    RHS       link_301   0.000000000000e+00
    RHS       link_302   0.000000000000e+00
    RHS       link_303   0.000000000000e+00
    RHS       link_304   0.000000000000e+00
    RHS       link_305   0.000000000000e+00
    RHS       link_306   0.000000000000e+00
    RHS       link_307   0.000000000000e+00
    RHS       link_308   0.000000000000e+00
    RHS       link_309   0.000000000000e+00
    RHS       link_310   0.000000000000e+00
    RHS       link_311   0.000000000000e+00
    RHS       link_312   0.000000000000e+00
    RHS       link_313   0.000000000000e+00
    RHS       link_314   0.000000000000e+00
    RHS       link_315   0.000000000000e+00
    RHS       link_316   0.000000000000e+00
    RHS       link_317   0.000000000000e+00
    RHS       link_318   0.000000000000e+00
    RHS       link_319   0.000000000000e+00
    RHS       link_320   0.000000000000e+00
    RHS       link_321   0.000000000000e+00
    RHS       link_322   0.000000000000e+00
    RHS       link_323   0.000000000000e+00
    RHS       link_324   0.000000000000e+00
    RHS       link_325   0.000000000000e+00
    RHS       link_326   0.000000000000e+00
    RHS       link_327   0.000000000000e+00
    RHS       link_328   0.000000000000e+00
    RHS       link_329   0.000000000000e+00
    RHS       link_330   0.000000000000e+00
    RHS       link_331   0.000000000000e+00
    RHS       link_332   0.000000000000e+00
    RHS       link_333   0.000000000000e+00
    RHS       link_334   0.000000000000e+00
    RHS       link_335   0.000000000000e+00
    RHS       link_336   0.000000000000e+00
    RHS       link_337   0.000000000000e+00
    RHS       link_338   0.000000000000e+00
    RHS       link_339   0.000000000000e+00
    RHS       link_340   0.000000000000e+00
    RHS       link_341   0.000000000000e+00
    RHS       link_342   0.000000000000e+00
    RHS       link_343   0.000000000000e+00
    RHS       link_344   0.000000000000e+00
    RHS       link_345   0.000000000000e+00
    RHS       link_346   0.000000000000e+00
    RHS       link_347   0.000000000000e+00
    RHS       link_348   0.000000000000e+00
    RHS       link_349   0.000000000000e+00
    RHS       link_350   0.000000000000e+00
    RHS       link_351   0.000000000000e+00
    RHS       link_352   0.000000000000e+00
    RHS       link_353   0.000000000000e+00
    RHS       link_354   0.000000000000e+00
    RHS       link_355   0.000000000000e+00
    RHS       link_356   0.000000000000e+00
    RHS       link_357   0.000000000000e+00
    RHS       link_358   0.000000000000e+00
    RHS       link_359   0.000000000000e+00
    RHS       link_360   0.000000000000e+00
    RHS       link_361   0.000000000000e+00
    RHS       link_362   0.000000000000e+00
    RHS       link_363   0.000000000000e+00
    RHS       link_364   0.000000000000e+00
    RHS       link_365   0.000000000000e+00
    RHS       link_366   0.000000000000e+00
    RHS       link_367   0.000000000000e+00
    RHS       link_368   0.000000000000e+00
    RHS       link_369   0.000000000000e+00
    RHS       link_370   0.000000000000e+00
    RHS       link_371   0.000000000000e+00
    RHS       link_372   0.000000000000e+00
    RHS       link_373   0.000000000000e+00
    RHS       link_374   0.000000000000e+00
    RHS       link_375   0.000000000000e+00
    RHS       link_376   0.000000000000e+00
    RHS       link_377   0.000000000000e+00
    RHS       link_378   0.000000000000e+00
    RHS       link_379   0.000000000000e+00
    RHS       link_380   0.000000000000e+00
    RHS       link_381   0.000000000000e+00
    RHS       link_382   0.000000000000e+00
    RHS       link_383   0.000000000000e+00
    RHS       link_384   0.000000000000e+00
    RHS       link_385   0.000000000000e+00
    RHS       link_386   0.000000000000e+00
    RHS       link_387   0.000000000000e+00
    RHS       link_388   0.000000000000e+00
    RHS       link_389   0.000000000000e+00
    RHS       link_390   0.000000000000e+00
    RHS       link_391   0.000000000000e+00
    RHS       link_392   0.000000000000e+00
    RHS       link_393   0.000000000000e+00
    RHS       link_394   0.000000000000e+00
    RHS       link_395   0.000000000000e+00
    RHS       link_396   0.000000000000e+00
    RHS       link_397   0.000000000000e+00
    RHS       link_398   0.000000000000e+00
    RHS       link_399   0.000000000000e+00
    RHS       link_400   0.000000000000e+00
    RHS       link_401   0.000000000000e+00
    RHS       link_402   0.000000000000e+00
    RHS       link_403   0.000000000000e+00
    RHS       link_404   0.000000000000e+00
    RHS       link_405   0.000000000000e+00
    RHS       link_406   0.000000000000e+00
    RHS       link_407   0.000000000000e+00
    RHS       link_408   0.000000000000e+00
    RHS       link_409   0.000000000000e+00
    RHS       link_410   0.000000000000e+00
    RHS       link_411   0.000000000000e+00
    RHS       link_412   0.000000000000e+00
    RHS       link_413   0.000000000000e+00
    RHS       link_414   0.000000000000e+00
    RHS       link_415   0.000000000000e+00
    RHS       link_416   0.000000000000e+00
    RHS       link_417   0.000000000000e+00
    RHS       link_418   0.000000000000e+00
    RHS       link_419   0.000000000000e+00
    RHS       link_420   0.000000000000e+00
    RHS       link_421   0.000000000000e+00
    RHS       link_422   0.000000000000e+00
    RHS       link_423   0.000000000000e+00
    RHS       link_424   0.000000000000e+00
    RHS       link_425   0.000000000000e+00
    RHS       link_426   0.000000000000e+00
    RHS       link_427   0.000000000000e+00
    RHS       link_428   0.000000000000e+00
    RHS       link_429   0.000000000000e+00
    RHS       link_430   0.000000000000e+00
    RHS       link_431   0.000000000000e+00
    RHS       link_432   0.000000000000e+00
    RHS       link_433   0.000000000000e+00
    RHS       link_434   0.000000000000e+00
    RHS       link_435   0.000000000000e+00
    RHS       link_436   0.000000000000e+00
    RHS       link_437   0.000000000000e+00
    RHS       link_438   0.000000000000e+00
    RHS       link_439   0.000000000000e+00
    RHS       link_440   0.000000000000e+00
    RHS       link_441   0.000000000000e+00
    RHS       link_442   0.000000000000e+00
    RHS       link_443   0.000000000000e+00
    RHS       link_444   0.000000000000e+00
    RHS       link_445   0.000000000000e+00
    RHS       link_446   0.000000000000e+00
    RHS       link_447   0.000000000000e+00
    RHS       link_448   0.000000000000e+00
    RHS       link_449   0.000000000000e+00
    RHS       link_450   0.000000000000e+00
    RHS       link_451   0.000000000000e+00
    RHS       link_452   0.000000000000e+00
    RHS       link_453   0.000000000000e+00
    RHS       link_454   0.000000000000e+00
    RHS       link_455   0.000000000000e+00
    RHS       link_456   0.000000000000e+00
    RHS       link_457   0.000000000000e+00
    RHS       link_458   0.000000000000e+00
    RHS       link_459   0.000000000000e+00
    RHS       link_460   0.000000000000e+00
    RHS       link_461   0.000000000000e+00
    RHS       link_462   0.000000000000e+00
    RHS       link_463   0.000000000000e+00
    RHS       link_464   0.000000000000e+00
    RHS       link_465   0.000000000000e+00
    RHS       link_466   0.000000000000e+00
    RHS       link_467   0.000000000000e+00
    RHS       link_468   0.000000000000e+00
    RHS       link_469   0.000000000000e+00
    RHS       link_470   0.000000000000e+00
    RHS       link_471   0.000000000000e+00
    RHS       kv_0       2.031250619477e+03
    RHS       load_0_0   8.019472008193e-01
    RHS       kv_1       2.029746742968e+03
    RHS       load_0_1   6.553907080689e-01
    RHS       kv_2       1.594293376715e+03
    RHS       load_0_2   7.222276286610e-01
    RHS       kv_3       1.582582894115e+03
    RHS       load_0_3   9.278628664369e-01
    RHS       kv_4       1.266231937945e+03
    RHS       load_0_4   8.170038041475e-01
    RHS       kv_5       1.689467945910e+03
    RHS       load_0_5   8.982896432385e-01
    RHS       kv_6       1.896935762989e+03
    RHS       load_0_6   7.293629864007e-01
    RHS       kv_7       1.619303238038e+03
    RHS       load_0_7   7.187849201580e-01
    RHS       blind_0    8.852992599432e+00
BOUNDS
 BV BND       a_0     
 BV BND       a_10    
 BV BND       a_101   
 BV BND       a_102   
 BV BND       a_104   
 BV BND       a_109   
 BV BND       a_11    
 BV BND       a_111   
 BV BND       a_113   
 BV BND       a_115   
 BV BND       a_116   
 BV BND       a_118   
 BV BND       a_12    
 BV BND       a_13    
 BV BND       a_15    
 BV BND       a_18    
 BV BND       a_2     
 BV BND       a_22    
 BV BND       a_24    
 BV BND       a_26    
 BV BND       a_27    
 BV BND       a_28    
 BV BND       a_29    
 BV BND       a_32    
 BV BND       a_33    
 BV BND       a_34    
 BV BND       a_4     
 BV BND       a_40    
 BV BND       a_42    
 BV BND       a_43    
 BV BND       a_44    
 BV BND       a_45    
 BV BND       a_46    
 BV BND       a_47    
 BV BND       a_5     
 BV BND       a_57    
 BV BND       a_59    
 BV BND       a_6     
 BV BND       a_60    
 BV BND       a_63    
 BV BND       a_66    
 BV BND       a_68    
 BV BND       a_69    
 BV BND       a_71    
 BV BND       a_73    
 BV BND       a_74    
 BV BND       a_75    
 BV BND       a_77    
 BV BND       a_8     
 BV BND       a_82    
 BV BND       a_83    
 BV BND       a_85    
 BV BND       a_88    
 BV BND       a_9     
 BV BND       a_90    
 BV BND       a_91    
 BV BND       a_93    
 BV BND       a_96    
 BV BND       a_99    
 FX BND       constant_one   1.000000000000e+00
 UP BND       x_0_0      1.000000000000e+00
 UP BND       x_0_1      1.000000000000e+00
 UP BND       x_0_2      1.000000000000e+00
 UP BND       x_0_3      1.000000000000e+00
 UP BND       x_0_4      1.000000000000e+00
 UP BND       x_0_5      1.000000000000e+00
 UP BND       x_0_6      1.000000000000e+00
 UP BND       x_0_7      1.000000000000e+00
 UP BND       x_101_0    1.000000000000e+00
 UP BND       x_101_1    1.000000000000e+00
 UP BND       x_101_2    1.000000000000e+00
 UP BND       x_101_3    1.000000000000e+00
 UP BND       x_101_4    1.000000000000e+00
 UP BND       x_101_5    1.000000000000e+00
 UP BND       x_101_6    1.000000000000e+00
 UP BND       x_101_7    1.000000000000e+00
 UP BND       x_102_0    1.000000000000e+00
 UP BND       x_102_1    1.000000000000e+00
 UP BND       x_102_2    1.000000000000e+00
 UP BND       x_102_3    1.000000000000e+00
 UP BND       x_102_4    1.000000000000e+00
 UP BND       x_102_5    1.000000000000e+00
 UP BND       x_102_6    1.000000000000e+00
 UP BND       x_102_7    1.000000000000e+00
 UP BND       x_104_0    1.000000000000e+00
 UP BND       x_104_1    1.000000000000e+00
 UP BND       x_104_2    1.000000000000e+00
 UP BND       x_104_3    1.000000000000e+00
 UP BND       x_104_4    1.000000000000e+00
 UP BND       x_104_5    1.000000000000e+00
 UP BND       x_104_6    1.000000000000e+00
 UP BND       x_104_7    1.000000000000e+00
 UP BND       x_109_0    1.000000000000e+00
 UP BND       x_109_1    1.000000000000e+00
 UP BND       x_109_2    1.000000000000e+00
 UP BND       x_109_3    1.000000000000e+00
 UP BND       x_109_4    1.000000000000e+00
 UP BND       x_109_5    1.000000000000e+00
 UP BND       x_109_6    1.000000000000e+00
 UP BND       x_109_7    1.000000000000e+00
 UP BND       x_10_0     1.000000000000e+00
 UP BND       x_10_1     1.000000000000e+00
 UP BND       x_10_2     1.000000000000e+00
 UP BND       x_10_3     1.000000000000e+00
 UP BND       x_10_4     1.000000000000e+00
 UP BND       x_10_5     1.000000000000e+00
 UP BND       x_10_6     1.000000000000e+00
 UP BND       x_10_7     1.000000000000e+00
 UP BND       x_111_0    1.000000000000e+00
 UP BND       x_111_1    1.000000000000e+00
 UP BND       x_111_2    1.000000000000e+00
 UP BND       x_111_3    1.000000000000e+00
 UP BND       x_111_4    1.000000000000e+00
 UP BND       x_111_5    1.000000000000e+00
 UP BND       x_111_6    1.000000000000e+00
 UP BND       x_111_7    1.000000000000e+00
 UP BND       x_113_0    1.000000000000e+00
 UP BND       x_113_1    1.000000000000e+00
 UP BND       x_113_2    1.000000000000e+00
 UP BND       x_113_3    1.000000000000e+00
 UP BND       x_113_4    1.000000000000e+00
 UP BND       x_113_5    1.000000000000e+00
 UP BND       x_113_6    1.000000000000e+00
 UP BND       x_113_7    1.000000000000e+00
 UP BND       x_115_0    1.000000000000e+00
 UP BND       x_115_1    1.000000000000e+00
 UP BND       x_115_2    1.000000000000e+00
 UP BND       x_115_3    1.000000000000e+00
 UP BND       x_115_4    1.000000000000e+00
 UP BND       x_115_5    1.000000000000e+00
 UP BND       x_115_6    1.000000000000e+00
 UP BND       x_115_7    1.000000000000e+00
 UP BND       x_116_0    1.000000000000e+00
 UP BND       x_116_1    1.000000000000e+00
 UP BND       x_116_2    1.000000000000e+00
 UP BND       x_116_3    1.000000000000e+00
 UP BND       x_116_4    1.000000000000e+00
 UP BND       x_116_5    1.000000000000e+00
 UP BND       x_116_6    1.000000000000e+00
 UP BND       x_116_7    1.000000000000e+00
 UP BND       x_118_0    1.000000000000e+00
 UP BND       x_118_1    1.000000000000e+00
 UP BND       x_118_2    1.000000000000e+00
 UP BND       x_118_3    1.000000000000e+00
 UP BND       x_118_4    1.000000000000e+00
 UP BND       x_118_5    1.000000000000e+00
 UP BND       x_118_6    1.000000000000e+00
 UP BND       x_118_7    1.000000000000e+00
 UP BND       x_11_0     1.000000000000e+00
 UP BND       x_11_1     1.000000000000e+00
 UP BND       x_11_2     1.000000000000e+00
 UP BND       x_11_3     1.000000000000e+00
 UP BND       x_11_4     1.000000000000e+00
 UP BND       x_11_5     1.000000000000e+00
 UP BND       x_11_6     1.000000000000e+00
 UP BND       x_11_7     1.000000000000e+00
 UP BND       x_12_0     1.000000000000e+00
 UP BND       x_12_1     1.000000000000e+00
 UP BND       x_12_2     1.000000000000e+00
 UP BND       x_12_3     1.000000000000e+00
 UP BND       x_12_4     1.000000000000e+00
 UP BND       x_12_5     1.000000000000e+00
 UP BND       x_12_6     1.000000000000e+00
 UP BND       x_12_7     1.000000000000e+00
 UP BND       x_13_0     1.000000000000e+00
 UP BND       x_13_1     1.000000000000e+00
 UP BND       x_13_2     1.000000000000e+00
 UP BND       x_13_3     1.000000000000e+00
 UP BND       x_13_4     1.000000000000e+00
 UP BND       x_13_5     1.000000000000e+00
 UP BND       x_13_6     1.000000000000e+00
 UP BND       x_13_7     1.000000000000e+00
 UP BND       x_15_0     1.000000000000e+00
 UP BND       x_15_1     1.000000000000e+00
 UP BND       x_15_2     1.000000000000e+00
 UP BND       x_15_3     1.000000000000e+00
 UP BND       x_15_4     1.000000000000e+00
 UP BND       x_15_5     1.000000000000e+00
 UP BND       x_15_6     1.000000000000e+00
 UP BND       x_15_7     1.000000000000e+00
 UP BND       x_18_0     1.000000000000e+00
 UP BND       x_18_1     1.000000000000e+00
 UP BND       x_18_2     1.000000000000e+00
 UP BND       x_18_3     1.000000000000e+00
 UP BND       x_18_4     1.000000000000e+00
 UP BND       x_18_5     1.000000000000e+00
 UP BND       x_18_6     1.000000000000e+00
 UP BND       x_18_7     1.000000000000e+00
 UP BND       x_22_0     1.000000000000e+00
 UP BND       x_22_1     1.000000000000e+00
 UP BND       x_22_2     1.000000000000e+00
 UP BND       x_22_3     1.000000000000e+00
 UP BND       x_22_4     1.000000000000e+00
 UP BND       x_22_5     1.000000000000e+00
 UP BND       x_22_6     1.000000000000e+00
 UP BND       x_22_7     1.000000000000e+00
 UP BND       x_24_0     1.000000000000e+00
 UP BND       x_24_1     1.000000000000e+00
 UP BND       x_24_2     1.000000000000e+00
 UP BND       x_24_3     1.000000000000e+00
 UP BND       x_24_4     1.000000000000e+00
 UP BND       x_24_5     1.000000000000e+00
 UP BND       x_24_6     1.000000000000e+00
 UP BND       x_24_7     1.000000000000e+00
 UP BND       x_26_0     1.000000000000e+00
 UP BND       x_26_1     1.000000000000e+00
 UP BND       x_26_2     1.000000000000e+00
 UP BND       x_26_3     1.000000000000e+00
 UP BND       x_26_4     1.000000000000e+00
 UP BND       x_26_5     1.000000000000e+00
 UP BND       x_26_6     1.000000000000e+00
 UP BND       x_26_7     1.000000000000e+00
 UP BND       x_27_0     1.000000000000e+00
 UP BND       x_27_1     1.000000000000e+00
 UP BND       x_27_2     1.000000000000e+00
 UP BND       x_27_3     1.000000000000e+00
 UP BND       x_27_4     1.000000000000e+00
 UP BND       x_27_5     1.000000000000e+00
 UP BND       x_27_6     1.000000000000e+00
 UP BND       x_27_7     1.000000000000e+00
 UP BND       x_28_0     1.000000000000e+00
 UP BND       x_28_1     1.000000000000e+00
 UP BND       x_28_2     1.000000000000e+00
 UP BND       x_28_3     1.000000000000e+00
 UP BND       x_28_4     1.000000000000e+00
 UP BND       x_28_5     1.000000000000e+00
 UP BND       x_28_6     1.000000000000e+00
 UP BND       x_28_7     1.000000000000e+00
 UP BND       x_29_0     1.000000000000e+00
 UP BND       x_29_1     1.000000000000e+00
 UP BND       x_29_2     1.000000000000e+00
 UP BND       x_29_3     1.000000000000e+00
 UP BND       x_29_4     1.000000000000e+00
 UP BND       x_29_5     1.000000000000e+00
 UP BND       x_29_6     1.000000000000e+00
 UP BND       x_29_7     1.000000000000e+00
 UP BND       x_2_0      1.000000000000e+00
 UP BND       x_2_1      1.000000000000e+00
 UP BND       x_2_2      1.000000000000e+00
 UP BND       x_2_3      1.000000000000e+00
 UP BND       x_2_4      1.000000000000e+00
 UP BND       x_2_5      1.000000000000e+00
 UP BND       x_2_6      1.000000000000e+00
 UP BND       x_2_7      1.000000000000e+00
 UP BND       x_32_0     1.000000000000e+00
 UP BND       x_32_1     1.000000000000e+00
 UP BND       x_32_2     1.000000000000e+00
 UP BND       x_32_3     1.000000000000e+00
 UP BND       x_32_4     1.000000000000e+00
 UP BND       x_32_5     1.000000000000e+00
 UP BND       x_32_6     1.000000000000e+00
 UP BND       x_32_7     1.000000000000e+00
 UP BND       x_33_0     1.000000000000e+00
 UP BND       x_33_1     1.000000000000e+00
 UP BND       x_33_2     1.000000000000e+00
 UP BND       x_33_3     1.000000000000e+00
 UP BND       x_33_4     1.000000000000e+00
 UP BND       x_33_5     1.000000000000e+00
 UP BND       x_33_6     1.000000000000e+00
 UP BND       x_33_7     1.000000000000e+00
 UP BND       x_34_0     1.000000000000e+00
 UP BND       x_34_1     1.000000000000e+00
 UP BND       x_34_2     1.000000000000e+00
 UP BND       x_34_3     1.000000000000e+00
 UP BND       x_34_4     1.000000000000e+00
 UP BND       x_34_5     1.000000000000e+00
 UP BND       x_34_6     1.000000000000e+00
 UP BND       x_34_7     1.000000000000e+00
 UP BND       x_40_0     1.000000000000e+00
 UP BND       x_40_1     1.000000000000e+00
 UP BND       x_40_2     1.000000000000e+00
 UP BND       x_40_3     1.000000000000e+00
 UP BND       x_40_4     1.000000000000e+00
 UP BND       x_40_5     1.000000000000e+00
 UP BND       x_40_6     1.000000000000e+00
 UP BND       x_40_7     1.000000000000e+00
 UP BND       x_42_0     1.000000000000e+00
 UP BND       x_42_1     1.000000000000e+00
 UP BND       x_42_2     1.000000000000e+00
 UP BND       x_42_3     1.000000000000e+00
 UP BND       x_42_4     1.000000000000e+00
 UP BND       x_42_5     1.000000000000e+00
 UP BND       x_42_6     1.000000000000e+00
 UP BND       x_42_7     1.000000000000e+00
 UP BND       x_43_0     1.000000000000e+00
 UP BND       x_43_1     1.000000000000e+00
 UP BND       x_43_2     1.000000000000e+00
 UP BND       x_43_3     1.000000000000e+00
 UP BND       x_43_4     1.000000000000e+00
 UP BND       x_43_5     1.000000000000e+00
 UP BND       x_43_6     1.000000000000e+00
 UP BND       x_43_7     1.000000000000e+00
 UP BND       x_44_0     1.000000000000e+00
 UP BND       x_44_1     1.000000000000e+00
 UP BND       x_44_2     1.000000000000e+00
 UP BND       x_44_3     1.000000000000e+00
 UP BND       x_44_4     1.000000000000e+00
 UP BND       x_44_5     1.000000000000e+00
 UP BND       x_44_6     1.000000000000e+00
 UP BND       x_44_7     1.000000000000e+00
 UP BND       x_45_0     1.000000000000e+00
 UP BND       x_45_1     1.000000000000e+00
 UP BND       x_45_2     1.000000000000e+00
 UP BND       x_45_3     1.000000000000e+00
 UP BND       x_45_4     1.000000000000e+00
 UP BND       x_45_5     1.000000000000e+00
 UP BND       x_45_6     1.000000000000e+00
 UP BND       x_45_7     1.000000000000e+00
 UP BND       x_46_0     1.000000000000e+00
 UP BND       x_46_1     1.000000000000e+00
 UP BND       x_46_2     1.000000000000e+00
 UP BND       x_46_3     1.000000000000e+00
 UP BND       x_46_4     1.000000000000e+00
 UP BND       x_46_5     1.000000000000e+00
 UP BND       x_46_6     1.000000000000e+00
 UP BND       x_46_7     1.000000000000e+00
 UP BND       x_47_0     1.000000000000e+00
 UP BND       x_47_1     1.000000000000e+00
 UP BND       x_47_2     1.000000000000e+00
 UP BND       x_47_3     1.000000000000e+00
 UP BND       x_47_4     1.000000000000e+00
 UP BND       x_47_5     1.000000000000e+00
 UP BND       x_47_6     1.000000000000e+00
 UP BND       x_47_7     1.000000000000e+00
 UP BND       x_4_0      1.000000000000e+00
 UP BND       x_4_1      1.000000000000e+00
 UP BND       x_4_2      1.000000000000e+00
 UP BND       x_4_3      1.000000000000e+00
 UP BND       x_4_4      1.000000000000e+00
 UP BND       x_4_5      1.000000000000e+00
 UP BND       x_4_6      1.000000000000e+00
 UP BND       x_4_7      1.000000000000e+00
 UP BND       x_57_0     1.000000000000e+00
 UP BND       x_57_1     1.000000000000e+00
 UP BND       x_57_2     1.000000000000e+00
 UP BND       x_57_3     1.000000000000e+00
 UP BND       x_57_4     1.000000000000e+00
 UP BND       x_57_5     1.000000000000e+00
 UP BND       x_57_6     1.000000000000e+00
 UP BND       x_57_7     1.000000000000e+00
 UP BND       x_59_0     1.000000000000e+00
 UP BND       x_59_1     1.000000000000e+00
 UP BND       x_59_2     1.000000000000e+00
 UP BND       x_59_3     1.000000000000e+00
 UP BND       x_59_4     1.000000000000e+00
 UP BND       x_59_5     1.000000000000e+00
 UP BND       x_59_6     1.000000000000e+00
 UP BND       x_59_7     1.000000000000e+00
 UP BND       x_5_0      1.000000000000e+00
 UP BND       x_5_1      1.000000000000e+00
 UP BND       x_5_2      1.000000000000e+00
 UP BND       x_5_3      1.000000000000e+00
 UP BND       x_5_4      1.000000000000e+00
 UP BND       x_5_5      1.000000000000e+00
 UP BND       x_5_6      1.000000000000e+00
 UP BND       x_5_7      1.000000000000e+00
 UP BND       x_60_0     1.000000000000e+00
 UP BND       x_60_1     1.000000000000e+00
 UP BND       x_60_2     1.000000000000e+00
 UP BND       x_60_3     1.000000000000e+00
 UP BND       x_60_4     1.000000000000e+00
 UP BND       x_60_5     1.000000000000e+00
 UP BND       x_60_6     1.000000000000e+00
 UP BND       x_60_7     1.000000000000e+00
 UP BND       x_63_0     1.000000000000e+00
 UP BND       x_63_1     1.000000000000e+00
 UP BND       x_63_2     1.000000000000e+00
 UP BND       x_63_3     1.000000000000e+00
 UP BND       x_63_4     1.000000000000e+00
 UP BND       x_63_5     1.000000000000e+00
 UP BND       x_63_6     1.000000000000e+00
 UP BND       x_63_7     1.000000000000e+00
 UP BND       x_66_0     1.000000000000e+00
 UP BND       x_66_1     1.000000000000e+00
 UP BND       x_66_2     1.000000000000e+00
 UP BND       x_66_3     1.000000000000e+00
 UP BND       x_66_4     1.000000000000e+00
 UP BND       x_66_5     1.000000000000e+00
 UP BND       x_66_6     1.000000000000e+00
 UP BND       x_66_7     1.000000000000e+00
 UP BND       x_68_0     1.000000000000e+00
 UP BND       x_68_1     1.000000000000e+00
 UP BND       x_68_2     1.000000000000e+00
 UP BND       x_68_3     1.000000000000e+00
 UP BND       x_68_4     1.000000000000e+00
 UP BND       x_68_5     1.000000000000e+00
 UP BND       x_68_6     1.000000000000e+00
 UP BND       x_68_7     1.000000000000e+00
 UP BND       x_69_0     1.000000000000e+00
 UP BND       x_69_1     1.000000000000e+00
 UP BND       x_69_2     1.000000000000e+00
 UP BND       x_69_3     1.000000000000e+00
 UP BND       x_69_4     1.000000000000e+00
 UP BND       x_69_5     1.000000000000e+00
 UP BND       x_69_6     1.000000000000e+00
 UP BND       x_69_7     1.000000000000e+00
 UP BND       x_6_0      1.000000000000e+00
 UP BND       x_6_1      1.000000000000e+00
 UP BND       x_6_2      1.000000000000e+00
 UP BND       x_6_3      1.000000000000e+00
 UP BND       x_6_4      1.000000000000e+00
 UP BND       x_6_5      1.000000000000e+00
 UP BND       x_6_6      1.000000000000e+00
 UP BND       x_6_7      1.000000000000e+00
 UP BND       x_71_0     1.000000000000e+00
 UP BND       x_71_1     1.000000000000e+00
 UP BND       x_71_2     1.000000000000e+00
 UP BND       x_71_3     1.000000000000e+00
 UP BND       x_71_4     1.000000000000e+00
 UP BND       x_71_5     1.000000000000e+00
 UP BND       x_71_6     1.000000000000e+00
 UP BND       x_71_7     1.000000000000e+00
 UP BND       x_73_0     1.000000000000e+00
 UP BND       x_73_1     1.000000000000e+00
 UP BND       x_73_2     1.000000000000e+00
 UP BND       x_73_3     1.000000000000e+00
 UP BND       x_73_4     1.000000000000e+00
 UP BND       x_73_5     1.000000000000e+00
 UP BND       x_73_6     1.000000000000e+00
 UP BND       x_73_7     1.000000000000e+00
 UP BND       x_74_0     1.000000000000e+00
 UP BND       x_74_1     1.000000000000e+00
 UP BND       x_74_2     1.000000000000e+00
 UP BND       x_74_3     1.000000000000e+00
 UP BND       x_74_4     1.000000000000e+00
 UP BND       x_74_5     1.000000000000e+00
 UP BND       x_74_6     1.000000000000e+00
 UP BND       x_74_7     1.000000000000e+00
 UP BND       x_75_0     1.000000000000e+00
 UP BND       x_75_1     1.000000000000e+00
 UP BND       x_75_2     1.000000000000e+00
 UP BND       x_75_3     1.000000000000e+00
 UP BND       x_75_4     1.000000000000e+00
 UP BND       x_75_5     1.000000000000e+00
 UP BND       x_75_6     1.000000000000e+00
 UP BND       x_75_7     1.000000000000e+00
 UP BND       x_77_0     1.000000000000e+00
 UP BND       x_77_1     1.000000000000e+00
 UP BND       x_77_2     1.000000000000e+00
 UP BND       x_77_3     1.000000000000e+00
 UP BND       x_77_4     1.000000000000e+00
 UP BND       x_77_5     1.000000000000e+00
 UP BND       x_77_6     1.000000000000e+00
 UP BND       x_77_7     1.000000000000e+00
 UP BND       x_82_0     1.000000000000e+00
 UP BND       x_82_1     1.000000000000e+00
 UP BND       x_82_2     1.000000000000e+00
 UP BND       x_82_3     1.000000000000e+00
 UP BND       x_82_4     1.000000000000e+00
 UP BND       x_82_5     1.000000000000e+00
 UP BND       x_82_6     1.000000000000e+00
 UP BND       x_82_7     1.000000000000e+00
 UP BND       x_83_0     1.000000000000e+00
 UP BND       x_83_1     1.000000000000e+00
 UP BND       x_83_2     1.000000000000e+00
 UP BND       x_83_3     1.000000000000e+00
 UP BND       x_83_4     1.000000000000e+00
 UP BND       x_83_5     1.000000000000e+00
 UP BND       x_83_6     1.000000000000e+00
 UP BND       x_83_7     1.000000000000e+00
 UP BND       x_85_0     1.000000000000e+00
 UP BND       x_85_1     1.000000000000e+00
 UP BND       x_85_2     1.000000000000e+00
 UP BND       x_85_3     1.000000000000e+00
 UP BND       x_85_4     1.000000000000e+00
 UP BND       x_85_5     1.000000000000e+00
 UP BND       x_85_6     1.000000000000e+00
 UP BND       x_85_7     1.000000000000e+00
 UP BND       x_88_0     1.000000000000e+00
 UP BND       x_88_1     1.000000000000e+00
 UP BND       x_88_2     1.000000000000e+00
 UP BND       x_88_3     1.000000000000e+00
 UP BND       x_88_4     1.000000000000e+00
 UP BND       x_88_5     1.000000000000e+00
 UP BND       x_88_6     1.000000000000e+00
 UP BND       x_88_7     1.000000000000e+00
 UP BND       x_8_0      1.000000000000e+00
 UP BND       x_8_1      1.000000000000e+00
 UP BND       x_8_2      1.000000000000e+00
 UP BND       x_8_3      1.000000000000e+00
 UP BND       x_8_4      1.000000000000e+00
 UP BND       x_8_5      1.000000000000e+00
 UP BND       x_8_6      1.000000000000e+00
 UP BND       x_8_7      1.000000000000e+00
 UP BND       x_90_0     1.000000000000e+00
 UP BND       x_90_1     1.000000000000e+00
 UP BND       x_90_2     1.000000000000e+00
 UP BND       x_90_3     1.000000000000e+00
 UP BND       x_90_4     1.000000000000e+00
 UP BND       x_90_5     1.000000000000e+00
 UP BND       x_90_6     1.000000000000e+00
 UP BND       x_90_7     1.000000000000e+00
 UP BND       x_91_0     1.000000000000e+00
 UP BND       x_91_1     1.000000000000e+00
 UP BND       x_91_2     1.000000000000e+00
 UP BND       x_91_3     1.000000000000e+00
 UP BND       x_91_4     1.000000000000e+00
 UP BND       x_91_5     1.000000000000e+00
 UP BND       x_91_6     1.000000000000e+00
 UP BND       x_91_7     1.000000000000e+00
 UP BND       x_93_0     1.000000000000e+00
 UP BND       x_93_1     1.000000000000e+00
 UP BND       x_93_2     1.000000000000e+00
 UP BND       x_93_3     1.000000000000e+00
 UP BND       x_93_4     1.000000000000e+00
 UP BND       x_93_5     1.000000000000e+00
 UP BND       x_93_6     1.000000000000e+00
 UP BND       x_93_7     1.000000000000e+00
 UP BND       x_96_0     1.000000000000e+00
 UP BND       x_96_1     1.000000000000e+00
 UP BND       x_96_2     1.000000000000e+00
 UP BND       x_96_3     1.000000000000e+00
 UP BND       x_96_4     1.000000000000e+00
 UP BND       x_96_5     1.000000000000e+00
 UP BND       x_96_6     1.000000000000e+00
 UP BND       x_96_7     1.000000000000e+00
 UP BND       x_99_0     1.000000000000e+00
 UP BND       x_99_1     1.000000000000e+00
 UP BND       x_99_2     1.000000000000e+00
 UP BND       x_99_3     1.000000000000e+00
 UP BND       x_99_4     1.000000000000e+00
 UP BND       x_99_5     1.000000000000e+00
 UP BND       x_99_6     1.000000000000e+00
 UP BND       x_99_7     1.000000000000e+00
 UP BND       x_9_0      1.000000000000e+00
 UP BND       x_9_1      1.000000000000e+00
 UP BND       x_9_2      1.000000000000e+00
 UP BND       x_9_3      1.000000000000e+00
 UP BND       x_9_4      1.000000000000e+00
 UP BND       x_9_5      1.000000000000e+00
 UP BND       x_9_6      1.000000000000e+00
 UP BND       x_9_7      1.000000000000e+00
 BV BND       y_0_0   
 BV BND       y_0_1   
 BV BND       y_0_2   
 BV BND       y_0_3   
 BV BND       y_0_4   
 BV BND       y_0_5   
 BV BND       y_0_6   
 BV BND       y_0_7   
 BV BND       y_101_0 
 BV BND       y_101_1 
 BV BND       y_101_2 
 BV BND       y_101_3 
 BV BND       y_101_4 
 BV BND       y_101_5 
 BV BND       y_101_6 
 BV BND       y_101_7 
 BV BND       y_102_0 
 BV BND       y_102_1 
 BV BND       y_102_2 
 BV BND       y_102_3 
 BV BND       y_102_4 
 BV BND       y_102_5 
 BV BND       y_102_6 
 BV BND       y_102_7 
 BV BND       y_104_0 
 BV BND       y_104_1 
 BV BND       y_104_2 
 BV BND       y_104_3 
 BV BND       y_104_4 
 BV BND       y_104_5 
 BV BND       y_104_6 
 BV BND       y_104_7 
 BV BND       y_109_0 
 BV BND       y_109_1 
 BV BND       y_109_2 
 BV BND       y_109_3 
 BV BND       y_109_4 
 BV BND       y_109_5 
 BV BND       y_109_6 
 BV BND       y_109_7 
 BV BND       y_10_0  
 BV BND       y_10_1  
 BV BND       y_10_2  
 BV BND       y_10_3  
 BV BND       y_10_4  
 BV BND       y_10_5  
 BV BND       y_10_6  
 BV BND       y_10_7  
 BV BND       y_111_0 
 BV BND       y_111_1 
 BV BND       y_111_2 
 BV BND       y_111_3 
 BV BND       y_111_4 
 BV BND       y_111_5 
 BV BND       y_111_6 
 BV BND       y_111_7 
 BV BND       y_113_0 
 BV BND       y_113_1 
 BV BND       y_113_2 
 BV BND       y_113_3 
 BV BND       y_113_4 
 BV BND       y_113_5 
 BV BND       y_113_6 
 BV BND       y_113_7 
 BV BND       y_115_0 
 BV BND       y_115_1 
 BV BND       y_115_2 
 BV BND       y_115_3 
 BV BND       y_115_4 
 BV BND       y_115_5 
 BV BND       y_115_6 
 BV BND       y_115_7 
 BV BND       y_116_0 
 BV BND       y_116_1 
 BV BND       y_116_2 
 BV BND       y_116_3 
 BV BND       y_116_4 
 BV BND       y_116_5 
 BV BND       y_116_6 
 BV BND       y_116_7 
 BV BND       y_118_0 
 BV BND       y_118_1 
 BV BND       y_118_2 
 BV BND       y_118_3 
 BV BND       y_118_4 
 BV BND       y_118_5 
 BV BND       y_118_6 
 BV BND       y_118_7 
 BV BND       y_11_0  
 BV BND       y_11_1  
 BV BND       y_11_2  
 BV BND       y_11_3  
 BV BND       y_11_4  
 BV BND       y_11_5  
 BV BND       y_11_6  
 BV BND       y_11_7  
 BV BND       y_12_0  
 BV BND       y_12_1  
 BV BND       y_12_2  
 BV BND       y_12_3  
 BV BND       y_12_4  
 BV BND       y_12_5  
 BV BND       y_12_6  
 BV BND       y_12_7  
 BV BND       y_13_0  
 BV BND       y_13_1  
 BV BND       y_13_2  
 BV BND       y_13_3  
 BV BND       y_13_4  
 BV BND       y_13_5  
 BV BND       y_13_6  
 BV BND       y_13_7  
 BV BND       y_15_0  
 BV BND       y_15_1  
 BV BND       y_15_2  
 BV BND       y_15_3  
 BV BND       y_15_4  
 BV BND       y_15_5  
 BV BND       y_15_6  
 BV BND       y_15_7  
 BV BND       y_18_0  
 BV BND       y_18_1  
 BV BND       y_18_2  
 BV BND       y_18_3  
 BV BND       y_18_4  
 BV BND       y_18_5  
 BV BND       y_18_6  
 BV BND       y_18_7  
 BV BND       y_22_0  
 BV BND       y_22_1  
 BV BND       y_22_2  
 BV BND       y_22_3  
 BV BND       y_22_4  
 BV BND       y_22_5  
 BV BND       y_22_6  
 BV BND       y_22_7  
 BV BND       y_24_0  
 BV BND       y_24_1  
 BV BND       y_24_2  
 BV BND       y_24_3  
 BV BND       y_24_4  
 BV BND       y_24_5  
 BV BND       y_24_6  
 BV BND       y_24_7  
 BV BND       y_26_0  
 BV BND       y_26_1  
 BV BND       y_26_2  
 BV BND       y_26_3  
 BV BND       y_26_4  
 BV BND       y_26_5  
 BV BND       y_26_6  
 BV BND       y_26_7  
 BV BND       y_27_0  
 BV BND       y_27_1  
 BV BND       y_27_2  
 BV BND       y_27_3  
 BV BND       y_27_4  
 BV BND       y_27_5  
 BV BND       y_27_6  
 BV BND       y_27_7  
 BV BND       y_28_0  
 BV BND       y_28_1  
 BV BND       y_28_2  
 BV BND       y_28_3  
 BV BND       y_28_4  
 BV BND       y_28_5  
 BV BND       y_28_6  
 BV BND       y_28_7  
 BV BND       y_29_0  
 BV BND       y_29_1  
 BV BND       y_29_2  
 BV BND       y_29_3  
 BV BND       y_29_4  
 BV BND       y_29_5  
 BV BND       y_29_6  
 BV BND       y_29_7  
 BV BND       y_2_0   
 BV BND       y_2_1   
 BV BND       y_2_2   
 BV BND       y_2_3   
 BV BND       y_2_4   
 BV BND       y_2_5   
 BV BND       y_2_6   
 BV BND       y_2_7   
 BV BND       y_32_0  
 BV BND       y_32_1  
 BV BND       y_32_2  
 BV BND       y_32_3  
 BV BND       y_32_4  
 BV BND       y_32_5  
 BV BND       y_32_6  
 BV BND       y_32_7  
 BV BND       y_33_0  
 BV BND       y_33_1  
 BV BND       y_33_2  
 BV BND       y_33_3  
 BV BND       y_33_4  
 BV BND       y_33_5  
 BV BND       y_33_6  
 BV BND       y_33_7  
 BV BND       y_34_0  
 BV BND       y_34_1  
 BV BND       y_34_2  
 BV BND       y_34_3  
 BV BND       y_34_4  
 BV BND       y_34_5  
 BV BND       y_34_6  
 BV BND       y_34_7  
 BV BND       y_40_0  
 BV BND       y_40_1  
 BV BND       y_40_2  
 BV BND       y_40_3  
 BV BND       y_40_4  
 BV BND       y_40_5  
 BV BND       y_40_6  
 BV BND       y_40_7  
 BV BND       y_42_0  
 BV BND       y_42_1  
 BV BND       y_42_2  
 BV BND       y_42_3  
 BV BND       y_42_4  
 BV BND       y_42_5  
 BV BND       y_42_6  
 BV BND       y_42_7  
 BV BND       y_43_0  
 BV BND       y_43_1  
 BV BND       y_43_2  
 BV BND       y_43_3  
 BV BND       y_43_4  
 BV BND       y_43_5  
 BV BND       y_43_6  
 BV BND       y_43_7  
 BV BND       y_44_0  
 BV BND       y_44_1  
 BV BND       y_44_2  
 BV BND       y_44_3  
 BV BND       y_44_4  
 BV BND       y_44_5  
 BV BND       y_44_6  
 BV BND       y_44_7  
 BV BND       y_45_0  
 BV BND       y_45_1  
 BV BND       y_45_2  
 BV BND       y_45_3  
 BV BND       y_45_4  
 BV BND       y_45_5  
 BV BND       y_45_6  
 BV BND       y_45_7  
 BV BND       y_46_0  
 BV BND       y_46_1  
 BV BND       y_46_2  
 BV BND       y_46_3  
 BV BND       y_46_4  
 BV BND       y_46_5  
 BV BND       y_46_6  
 BV BND       y_46_7  
 BV BND       y_47_0  
 BV BND       y_47_1  
 BV BND       y_47_2  
 BV BND       y_47_3  
 BV BND       y_47_4  
 BV BND       y_47_5  
 BV BND       y_47_6  
 BV BND       y_47_7  
 BV BND       y_4_0   
 BV BND       y_4_1   
 BV BND       y_4_2   
 BV BND       y_4_3   
 BV BND       y_4_4   
 BV BND       y_4_5   
 BV BND       y_4_6   
 BV BND       y_4_7   
 BV BND       y_57_0  
 BV BND       y_57_1  
 BV BND       y_57_2  
 BV BND       y_57_3  
 BV BND       y_57_4  
 BV BND       y_57_5  
 BV BND       y_57_6  
 BV BND       y_57_7  
 BV BND       y_59_0  
 BV BND       y_59_1  
 BV BND       y_59_2  
 BV BND       y_59_3  
 BV BND       y_59_4  
 BV BND       y_59_5  
 BV BND       y_59_6  
 BV BND       y_59_7  
 BV BND       y_5_0   
 BV BND       y_5_1   
 BV BND       y_5_2   
 BV BND       y_5_3   
 BV BND       y_5_4   
 BV BND       y_5_5   
 BV BND       y_5_6   
 BV BND       y_5_7   
 BV BND       y_60_0  
 BV BND       y_60_1  
 BV BND       y_60_2  
 BV BND       y_60_3  
 BV BND       y_60_4  
 BV BND       y_60_5  
 BV BND       y_60_6  
 BV BND       y_60_7  
 BV BND       y_63_0  
 BV BND       y_63_1  
 BV BND       y_63_2  
 BV BND       y_63_3  
 BV BND       y_63_4  
 BV BND       y_63_5  
 BV BND       y_63_6  
 BV BND       y_63_7  
 BV BND       y_66_0  
 BV BND       y_66_1  
 BV BND       y_66_2  
 BV BND       y_66_3  
 BV BND       y_66_4  
 BV BND       y_66_5  
 BV BND       y_66_6  
 BV BND       y_66_7  
 BV BND       y_68_0  
 BV BND       y_68_1  
 BV BND       y_68_2  
 BV BND       y_68_3  
 BV BND       y_68_4  
 BV BND       y_68_5  
 BV BND       y_68_6  
 BV BND       y_68_7  
 BV BND       y_69_0  
 BV BND       y_69_1  
 BV BND       y_69_2  
 BV BND       y_69_3  
 BV BND       y_69_4  
 BV BND       y_69_5  
 BV BND       y_69_6  
 BV BND       y_69_7  
 BV BND       y_6_0   
 BV BND       y_6_1   
 BV BND       y_6_2   
 BV BND       y_6_3   
 BV BND       y_6_4   
 BV BND       y_6_5   
 BV BND       y_6_6   
 BV BND       y_6_7   
 BV BND       y_71_0  
 BV BND       y_71_1  
 BV BND       y_71_2  
 BV BND       y_71_3  
 BV BND       y_71_4  
 BV BND       y_71_5  
 BV BND       y_71_6  
 BV BND       y_71_7  
 BV BND       y_73_0  
 BV BND       y_73_1  
 BV BND       y_73_2  
 BV BND       y_73_3  
 BV BND       y_73_4  
 BV BND       y_73_5  
 BV BND       y_73_6  
 BV BND       y_73_7  
 BV BND       y_74_0  
 BV BND       y_74_1  
 BV BND       y_74_2  
 BV BND       y_74_3  
 BV BND       y_74_4  
 BV BND       y_74_5  
 BV BND       y_74_6  
 BV BND       y_74_7  
 BV BND       y_75_0  
 BV BND       y_75_1  
 BV BND       y_75_2  
 BV BND       y_75_3  
 BV BND       y_75_4  
 BV BND       y_75_5  
 BV BND       y_75_6  
 BV BND       y_75_7  
 BV BND       y_77_0  
 BV BND       y_77_1  
 BV BND       y_77_2  
 BV BND       y_77_3  
 BV BND       y_77_4  
 BV BND       y_77_5  
 BV BND       y_77_6  
 BV BND       y_77_7  
 BV BND       y_82_0  
 BV BND       y_82_1  
 BV BND       y_82_2  
 BV BND       y_82_3  
 BV BND       y_82_4  
 BV BND       y_82_5  
 BV BND       y_82_6  
 BV BND       y_82_7  
 BV BND       y_83_0  
 BV BND       y_83_1  
 BV BND       y_83_2  
 BV BND       y_83_3  
 BV BND       y_83_4  
 BV BND       y_83_5  
 BV BND       y_83_6  
 BV BND       y_83_7  
 BV BND       y_85_0  
 BV BND       y_85_1  
 BV BND       y_85_2  
 BV BND       y_85_3  
 BV BND       y_85_4  
 BV BND       y_85_5  
 BV BND       y_85_6  
 BV BND       y_85_7  
 BV BND       y_88_0  
 BV BND       y_88_1  
 BV BND       y_88_2  
 BV BND       y_88_3  
 BV BND       y_88_4  
 BV BND       y_88_5  
 BV BND       y_88_6  
 BV BND       y_88_7  
 BV BND       y_8_0   
 BV BND       y_8_1   
 BV BND       y_8_2   
 BV BND       y_8_3   
 BV BND       y_8_4   
 BV BND       y_8_5   
 BV BND       y_8_6   
 BV BND       y_8_7   
 BV BND       y_90_0  
 BV BND       y_90_1  
 BV BND       y_90_2  
 BV BND       y_90_3  
 BV BND       y_90_4  
 BV BND       y_90_5  
 BV BND       y_90_6  
 BV BND       y_90_7  
 BV BND       y_91_0  
 BV BND       y_91_1  
 BV BND       y_91_2  
 BV BND       y_91_3  
 BV BND       y_91_4  
 BV BND       y_91_5  
 BV BND       y_91_6  
 BV BND       y_91_7  
 BV BND       y_93_0  
 BV BND       y_93_1  
 BV BND       y_93_2  
 BV BND       y_93_3  
 BV BND       y_93_4  
 BV BND       y_93_5  
 BV BND       y_93_6  
 BV BND       y_93_7  
 BV BND       y_96_0  
 BV BND       y_96_1  
 BV BND       y_96_2  
 BV BND       y_96_3  
 BV BND       y_96_4  
 BV BND       y_96_5  
 BV BND       y_96_6  
 BV BND       y_96_7  
 BV BND       y_99_0  
 BV BND       y_99_1  
 BV BND       y_99_2  
 BV BND       y_99_3  
 BV BND       y_99_4  
 BV BND       y_99_5  
 BV BND       y_99_6  
 BV BND       y_99_7  
 BV BND       y_9_0   
 BV BND       y_9_1   
 BV BND       y_9_2   
 BV BND       y_9_3   
 BV BND       y_9_4   
 BV BND       y_9_5   
 BV BND       y_9_6   
 BV BND       y_9_7   
ENDATA
